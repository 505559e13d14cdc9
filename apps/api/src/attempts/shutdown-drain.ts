import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { refuseHandedConnections } from '../cluster/cluster-worker';
import { SocketEmitter } from '../live/socket-emitter';
import { AnswerBatcher } from './answer-batcher';

/**
 * How an api process stops (SIGTERM: a rolling upgrade, a scale-down, a node drained) without a
 * candidate losing an answer or waiting long: before Nest closes the servers, it stops taking sockets
 * and reports not ready, commits the answer batch and sends its acks while the sockets are still
 * open, then closes every connection so that the clients reconnect to another process at once. An
 * answer that arrives after the batch is committed is neither saved nor acknowledged here; the
 * candidate's outbox sends it again on the new connection.
 */
@Injectable()
export class ShutdownDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  constructor(
    private readonly sockets: SocketEmitter,
    private readonly answers: AnswerBatcher,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    this.sockets.startDraining();
    await this.answers.closeAfterSettling();
    const closed = await this.sockets.reconnectElsewhere();
    refuseHandedConnections();
    this.logger.warn(`Stopping: answers committed, ${closed} connections sent to reconnect elsewhere`);
  }
}
