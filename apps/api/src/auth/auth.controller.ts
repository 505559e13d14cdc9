import { Controller, Inject, Req, Res } from '@nestjs/common';
import { AUTH_COOKIE, AuthRoutes, type BodyOf, type ResponseOf, SESSION_LIFETIME_MS } from '@cdi/contracts';
import type { Request, Response } from 'express';
import { Endpoint, RouteBody } from '../common/endpoint';
import { API_ENV, type ApiEnv } from '../config/api-env';
import type { Actor } from './actor';
import { CurrentActor } from './auth.decorators';
import { AuthService } from './auth.service';
import { tokenFromRequest } from './session-tokens';

type Routes = typeof AuthRoutes;

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(API_ENV) private readonly env: ApiEnv,
  ) {}

  /** Form-encoded or JSON: candidate_id and password. */
  @Endpoint(AuthRoutes.login)
  async login(
    @RouteBody(AuthRoutes.login) body: BodyOf<Routes['login']>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ResponseOf<Routes['login']>> {
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

  @Endpoint(AuthRoutes.me)
  async me(@CurrentActor() actor: Actor): Promise<ResponseOf<Routes['me']>> {
    return { success: true, user: await this.auth.me(actor) };
  }

  /** Always succeeds for the caller: a token that is already dead is simply forgotten. */
  @Endpoint(AuthRoutes.logout)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ResponseOf<Routes['logout']>> {
    await this.auth.logout(tokenFromRequest(request));
    response.clearCookie(AUTH_COOKIE, { path: '/' });
    return { success: true };
  }
}
