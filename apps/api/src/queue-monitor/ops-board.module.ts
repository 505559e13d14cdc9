import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BULL_BOARD_INSTANCE, BullBoardModule, type BullBoardInstance } from '@bull-board/nestjs';
import { QueueMonitorPaths } from '@cdi/contracts';
import { API_ENV, type ApiEnv } from '../config/api-env';
import { OpsBoardAuthMiddleware } from './ops-board-auth.middleware';
import { QueueMonitorModule } from './queue-monitor.module';
import { QueueMonitorService } from './queue-monitor.service';

/**
 * Raw queue surgery for operators: bull-board under /api/ops/queues, developers only (the middleware
 * runs before bull-board's router), read-only unless OPS_QUEUE_WRITES=true.
 */
@Module({
  imports: [
    BullBoardModule.forRoot({
      route: QueueMonitorPaths.board,
      adapter: ExpressAdapter,
      middleware: OpsBoardAuthMiddleware,
      boardOptions: { uiConfig: { boardTitle: 'CDI queues' } },
    }),
    QueueMonitorModule,
  ],
})
export class OpsBoardModule implements OnModuleInit {
  constructor(
    @Inject(BULL_BOARD_INSTANCE) private readonly board: BullBoardInstance,
    @Inject(API_ENV) private readonly env: ApiEnv,
    private readonly monitor: QueueMonitorService,
  ) {}

  onModuleInit(): void {
    const readOnlyMode = !this.env.OPS_QUEUE_WRITES;
    for (const queue of this.monitor.all()) this.board.addQueue(new BullMQAdapter(queue, { readOnlyMode }));
  }
}
