import { Module } from '@nestjs/common';
import { API_ENV, type ApiEnv } from '../config/api-env';
import { PasswordHasher } from '@cdi/credentials';
import { SecretBox } from './secret-box';

@Module({
  providers: [
    { provide: PasswordHasher, useValue: new PasswordHasher() },
    { provide: SecretBox, inject: [API_ENV], useFactory: (env: ApiEnv) => new SecretBox(env.APP_SECRET) },
  ],
  exports: [PasswordHasher, SecretBox],
})
export class CredentialsModule {}
