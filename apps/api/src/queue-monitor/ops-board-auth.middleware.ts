import { Injectable, type NestMiddleware } from '@nestjs/common';
import { Texts } from '@cdi/contracts';
import { hashSessionToken } from '@cdi/credentials';
import { Clock, SessionsRepository } from '@cdi/db';
import type { NextFunction, Request, Response } from 'express';
import { tokenFromRequest } from '../auth/session-tokens';

/**
 * bull-board is mounted as Express middleware, where Nest's guards do not run: this lets only a
 * signed-in developer through (bearer header or the session cookie), answering as the AuthGuard does,
 * 401 for no live session and 403 for any other role.
 */
@Injectable()
export class OpsBoardAuthMiddleware implements NestMiddleware {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    try {
      const token = tokenFromRequest(request);
      const live = token ? await this.sessions.findLive(hashSessionToken(token), this.clock.date()) : null;
      if (!live) {
        response.status(401).json({ success: false, error: Texts.notAuthenticated });
        return;
      }
      if (live.user.role !== 'developer') {
        response.status(403).json({ success: false, error: Texts.forbidden });
        return;
      }
      next();
    } catch (error) {
      next(error);
    }
  }
}
