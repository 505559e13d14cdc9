import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { LiveModule } from '../live/live.module';
import { TestMakingModule } from '../test-making/test-making.module';
import { AnswerBatcher } from './answer-batcher';
import { AttemptContentController } from './attempt-content.controller';
import { AttemptContentService } from './attempt-content.service';
import { AttemptTimers } from './attempt-timers';
import { AttemptsService } from './attempts.service';
import { AutoOfflineCredit } from './auto-offline-credit';
import { ExamGateway } from './exam.gateway';
import { MarkingRequests } from './marking-requests';
import { RecordingPass } from './recording-pass';
import { SectionTime } from './section-time';
import { ShutdownDrain } from './shutdown-drain';

/** A candidate's live sitting: the /exam socket, its sections, answers and deadlines, and the content of open sections. */
@Module({
  imports: [HealthModule, LiveModule, TestMakingModule],
  controllers: [AttemptContentController],
  providers: [
    AttemptsService,
    AttemptContentService,
    AttemptTimers,
    MarkingRequests,
    AnswerBatcher,
    SectionTime,
    AutoOfflineCredit,
    ExamGateway,
    RecordingPass,
    ShutdownDrain,
  ],
  exports: [AttemptTimers, MarkingRequests, SectionTime],
})
export class AttemptsModule {}
