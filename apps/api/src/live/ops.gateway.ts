import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { OPS_NAMESPACE, type OpsClientToServer, type OpsServerToClient } from '@cdi/contracts';
import { Clock, opsDevelopersRoom, SessionsRepository } from '@cdi/db';
import type { Namespace, Socket } from 'socket.io';
import { SessionSocketLimit } from './session-socket-limit';
import { authenticateSockets } from './socket-auth';
import { SocketBudgets } from './socket-budgets';

type OpsNamespace = Namespace<OpsClientToServer, OpsServerToClient>;
type OpsSocket = Socket<OpsClientToServer, OpsServerToClient>;

/**
 * The developer's live channel: queue progress, and the cluster's live traffic every 2 s (pushed by
 * TrafficReporter to this replica's developers). Developers only.
 */
@WebSocketGateway({ namespace: OPS_NAMESPACE })
export class OpsGateway implements OnGatewayInit<OpsNamespace>, OnGatewayConnection<OpsSocket> {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly budgets: SocketBudgets,
    private readonly clock: Clock,
    private readonly socketLimit: SessionSocketLimit,
  ) {}

  afterInit(namespace: OpsNamespace): void {
    authenticateSockets(namespace, this.sessions, ['developer'], this.clock, this.socketLimit);
  }

  handleConnection(socket: OpsSocket): void {
    // Developers only listen here; whatever a socket sends spends from one small budget.
    this.budgets.guard(socket, () => 'other');
    void socket.join(opsDevelopersRoom());
  }
}
