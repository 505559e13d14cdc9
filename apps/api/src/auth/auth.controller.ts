import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  AUTH_COOKIE,
  AuthPaths,
  type LoginRequest,
  LoginRequestSchema,
  type LoginResponse,
  type MeResponse,
  type Ok,
  SESSION_LIFETIME_MS,
} from '@cdi/contracts';
import type { Request, Response } from 'express';
import { validBody } from '../common/zod-validation.pipe';
import { API_ENV, type ApiEnv } from '../config/api-env';
import type { Actor } from './actor';
import { CurrentActor, Public } from './auth.decorators';
import { AuthService } from './auth.service';
import { tokenFromRequest } from './session-tokens';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(API_ENV) private readonly env: ApiEnv,
  ) {}

  /** Form-encoded or JSON: candidate_id and password. */
  @Public()
  @Post(AuthPaths.login)
  @HttpCode(200)
  async login(
    @Body(validBody(LoginRequestSchema)) body: LoginRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    const signedIn = await this.auth.login(body, {
      address: request.ip ?? 'unknown',
      userAgent: request.headers['user-agent'] ?? null,
    });
    response.cookie(AUTH_COOKIE, signedIn.token, {
      httpOnly: true,
      sameSite: 'strict',
      // Over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto) the cookie never leaves it;
      // COOKIE_SECURE forces it even when the api cannot tell (a proxy it was not told to trust).
      secure: request.secure || this.env.COOKIE_SECURE,
      maxAge: SESSION_LIFETIME_MS,
      path: '/',
    });
    return { success: true, user: signedIn.user, token: signedIn.token, expiresAt: signedIn.expiresAt.toISOString() };
  }

  @Get(AuthPaths.me)
  async me(@CurrentActor() actor: Actor): Promise<MeResponse> {
    return { success: true, user: await this.auth.me(actor) };
  }

  /** Always succeeds for the caller: a token that is already dead is simply forgotten. */
  @Public()
  @Post(AuthPaths.logout)
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<Ok> {
    await this.auth.logout(tokenFromRequest(request));
    response.clearCookie(AUTH_COOKIE, { path: '/' });
    return { success: true };
  }
}
