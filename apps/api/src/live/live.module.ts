import { Global, Module } from '@nestjs/common';
import { CandidateFeed } from './candidate-feed';
import { LiveSessions } from './live-sessions';
import { OpsGateway } from './ops.gateway';
import { RosterFeed } from './roster-feed';
import { SocketEmitter } from './socket-emitter';

@Global()
@Module({
  providers: [OpsGateway, SocketEmitter, LiveSessions, RosterFeed, CandidateFeed],
  exports: [LiveSessions, RosterFeed, CandidateFeed],
})
export class LiveModule {}
