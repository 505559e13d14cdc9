import { Module } from '@nestjs/common';
import { LiveFeed } from '@cdi/db';
import { LiveSessions } from './live-sessions';
import { LiveStateStore } from './live-state';
import { OpsGateway } from './ops.gateway';
import { ServerLiveFeed } from './server-live-feed';
import { SessionSocketLimit } from './session-socket-limit';
import { SocketBudgets } from './socket-budgets';
import { SocketEmitter } from './socket-emitter';
import { TrafficMeter } from './traffic-meter';

@Module({
  providers: [
    OpsGateway,
    SocketEmitter,
    LiveSessions,
    { provide: LiveFeed, useClass: ServerLiveFeed },
    LiveStateStore,
    SocketBudgets,
    SessionSocketLimit,
    TrafficMeter,
  ],
  exports: [LiveSessions, LiveFeed, LiveStateStore, SocketEmitter, SocketBudgets, SessionSocketLimit, TrafficMeter],
})
export class LiveModule {}
