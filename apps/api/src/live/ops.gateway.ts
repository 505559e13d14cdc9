import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { OPS_NAMESPACE } from '@cdi/contracts';
import { opsDevelopersRoom, SessionsRepository } from '@cdi/db';
import type { Namespace, Socket } from 'socket.io';
import { authenticateSockets } from './socket-auth';

/** The developer's live channel: queue progress now, system stats later. Developers only. */
@WebSocketGateway({ namespace: OPS_NAMESPACE })
export class OpsGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<Socket> {
  constructor(private readonly sessions: SessionsRepository) {}

  afterInit(namespace: Namespace): void {
    namespace.use(authenticateSockets(this.sessions, ['developer']));
  }

  handleConnection(socket: Socket): void {
    void socket.join(opsDevelopersRoom());
  }
}
