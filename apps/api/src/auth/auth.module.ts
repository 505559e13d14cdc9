import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { LiveModule } from '../live/live.module';
import { TenantsModule } from '../tenants/tenants.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { PasswordCheck } from './password-check';
import { TenantScopeInterceptor } from './tenant-scope.interceptor';

@Module({
  imports: [AuditModule, CredentialsModule, LiveModule, TenantsModule, UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginThrottle,
    PasswordCheck,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_INTERCEPTOR, useClass: TenantScopeInterceptor },
  ],
  exports: [LoginThrottle, PasswordCheck],
})
export class AuthModule {}
