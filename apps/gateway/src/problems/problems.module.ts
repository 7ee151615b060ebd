import { Module } from '@nestjs/common';
import { ExecutionModule } from '../execution/execution.module';
import { ProblemsController } from './problems.controller';
import { ProblemsService } from './problems.service';

/** The catalogue's problems; create/update validate reference solutions through {@link ExecutionModule}. */
@Module({ imports: [ExecutionModule], controllers: [ProblemsController], providers: [ProblemsService], exports: [ProblemsService] })
export class ProblemsModule {}
