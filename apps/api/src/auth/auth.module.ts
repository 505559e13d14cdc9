import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';

@Module({
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [LoginThrottle],
})
export class AuthModule {}
