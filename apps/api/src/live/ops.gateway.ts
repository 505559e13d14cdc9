import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { OPS_NAMESPACE } from '@cdi/contracts';
import { opsDevelopersRoom, SessionsRepository } from '@cdi/db';
import type { Namespace, Socket } from 'socket.io';
import { authenticateSockets } from './socket-auth';
import { SocketBudgets } from './socket-budgets';

/** The developer's live channel: queue progress now, system stats later. Developers only. */
@WebSocketGateway({ namespace: OPS_NAMESPACE })
export class OpsGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<Socket> {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly budgets: SocketBudgets,
  ) {}

  afterInit(namespace: Namespace): void {
    authenticateSockets(namespace, this.sessions, ['developer']);
  }

  handleConnection(socket: Socket): void {
    // Developers only listen here; whatever a socket sends spends from one small budget.
    this.budgets.guard(socket, () => 'other');
    void socket.join(opsDevelopersRoom());
  }
}
