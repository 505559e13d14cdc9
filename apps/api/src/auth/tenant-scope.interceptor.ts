import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { inTenantScope } from '@cdi/db';
import { Observable } from 'rxjs';
import type { Socket } from 'socket.io';
import { type Actor, type AuthenticatedRequest, tenantScopeOf } from './actor';

/**
 * Runs every route handler and socket event handler in its caller's tenant scope (libs/db
 * tenant-isolation), so the database itself shows the handler only its caller's tenant. Guards run
 * before it: the caller is known (REST: AuthGuard; sockets: the handshake), or it is no one.
 */
@Injectable()
export class TenantScopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const actor: Actor | undefined =
      context.getType() === 'ws'
        ? (context.switchToWs().getClient<Socket>().data as { actor?: Actor }).actor
        : context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
    const scope = tenantScopeOf(actor);
    // The handler runs when the stream is subscribed to: subscribing inside the scope runs it there.
    return new Observable((subscriber) => inTenantScope(scope, () => next.handle().subscribe(subscriber)));
  }
}
