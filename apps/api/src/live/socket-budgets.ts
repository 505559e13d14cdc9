import { Injectable, Logger } from '@nestjs/common';
import { ExamErrorCodes, type ExamRefusal, SOCKET_EVENT_BUDGETS, type SocketEventKind } from '@cdi/contracts';
import type { Socket } from 'socket.io';

/** A log line about one socket's dropped events at most this often. */
const LOG_EVERY_MS = 60_000;

interface Bucket {
  tokens: number;
  /** When `tokens` was last counted (ms). */
  at: number;
}

/** Kept in each socket's `data`: its buckets, made as the socket first sends each kind. */
interface BudgetData {
  budgets?: Partial<Record<SocketEventKind, Bucket>>;
  budgetLoggedAt?: number;
  actor?: { userId: string };
}

export const rateLimitedAck = (): ExamRefusal => ({ ok: false, code: 'rateLimited', message: ExamErrorCodes.rateLimited });

/**
 * Per-socket limits per kind of event (SOCKET_EVENT_BUDGETS): a token bucket in the socket's own
 * data, so the hot path costs a few arithmetic operations and no Redis round trip. A socket lives on
 * one replica, so its budget needs no sharing. (rate-limiter-flexible's memory limiter keys a shared
 * map by string with a timer per key and answers with promises: more than this needs per event.)
 */
@Injectable()
export class SocketBudgets {
  private readonly logger = new Logger('SocketBudgets');
  private readonly droppedByKind = Object.fromEntries(Object.keys(SOCKET_EVENT_BUDGETS).map((kind) => [kind, 0])) as Record<
    SocketEventKind,
    number
  >;

  /** Spends one event of this kind from the socket's budget; false (and counted) when it is spent. */
  take(socket: Socket, kind: SocketEventKind, now = Date.now()): boolean {
    const data = socket.data as BudgetData;
    const buckets = (data.budgets ??= {});
    const { burst, perSecond } = SOCKET_EVENT_BUDGETS[kind];
    const bucket = buckets[kind];
    const tokens = bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond) : burst;
    const allowed = tokens >= 1;
    const left = allowed ? tokens - 1 : tokens;
    // Counted in place: a new bucket per event was garbage on every answer and heartbeat.
    if (bucket) {
      bucket.tokens = left;
      bucket.at = now;
    } else buckets[kind] = { tokens: left, at: now };
    if (allowed) return true;
    this.droppedByKind[kind] += 1;
    if (data.budgetLoggedAt === undefined || now - data.budgetLoggedAt >= LOG_EVERY_MS) {
      data.budgetLoggedAt = now;
      this.logger.warn(
        `Socket ${socket.id} on ${socket.nsp.name} (user ${data.actor?.userId ?? 'unknown'}) is over its ${kind} budget: dropping events`,
      );
    }
    return false;
  }

  /** Events dropped on this replica since it started, per kind (for the ops stats). */
  dropped(): Record<SocketEventKind, number> {
    return { ...this.droppedByKind };
  }

  /**
   * For the namespaces built with Nest's decorators: a middleware on the socket that runs before any
   * handler. An event over its budget is not handled; its ack, if it has one, gets `rateLimited`.
   */
  guard(socket: Socket, kindOf: (event: string) => SocketEventKind): void {
    socket.use((packet, next) => {
      if (this.take(socket, kindOf(String(packet[0])))) return next();
      const ack: unknown = packet.at(-1);
      if (typeof ack === 'function') (ack as (refusal: ExamRefusal) => void)(rateLimitedAck());
    });
  }
}
