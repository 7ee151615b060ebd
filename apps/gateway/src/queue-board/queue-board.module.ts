import { Module } from '@nestjs/common';
import { MetricsModule } from '../metrics/metrics.module';
import { QueueBoardController } from './queue-board.controller';

/** The admins' queue board (bull-board) at `/api/admin/queues`, over the queues `/metrics` watches. */
@Module({ imports: [MetricsModule], controllers: [QueueBoardController] })
export class QueueBoardModule {}
