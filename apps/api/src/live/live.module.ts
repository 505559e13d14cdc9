import { Global, Module } from '@nestjs/common';
import { CandidateFeed } from './candidate-feed';
import { LiveSessions } from './live-sessions';
import { LiveStateStore } from './live-state';
import { OpsGateway } from './ops.gateway';
import { RosterFeed } from './roster-feed';
import { SocketEmitter } from './socket-emitter';

@Global()
@Module({
  providers: [OpsGateway, SocketEmitter, LiveSessions, RosterFeed, CandidateFeed, LiveStateStore],
  exports: [LiveSessions, RosterFeed, CandidateFeed, LiveStateStore, SocketEmitter],
})
export class LiveModule {}
