import { Module } from '@nestjs/common';
import { CandidateFeed } from './candidate-feed';
import { LiveSessions } from './live-sessions';
import { LiveStateStore } from './live-state';
import { OpsGateway } from './ops.gateway';
import { RosterFeed } from './roster-feed';
import { SocketBudgets } from './socket-budgets';
import { SocketEmitter } from './socket-emitter';

@Module({
  providers: [OpsGateway, SocketEmitter, LiveSessions, RosterFeed, CandidateFeed, LiveStateStore, SocketBudgets],
  exports: [LiveSessions, RosterFeed, CandidateFeed, LiveStateStore, SocketEmitter, SocketBudgets],
})
export class LiveModule {}
