import { createDataSourceOptions } from '@algosheets/database';
import { loggerParams, TracingShutdown } from '@algosheets/server-common';
import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { EXECUTION_CONFIG, type ExecutionConfig } from './config/execution.config';
import { ExecutionModule } from './execution/execution.module';
import { HealthController } from './health/health.controller';
import { ReadinessService } from './health/readiness.service';
import { MetricsModule } from './metrics/metrics.module';

/** Root module of the execution worker, built from an already validated {@link ExecutionConfig}. */
@Module({})
export class WorkerModule {
  static forRoot(config: ExecutionConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, skipProcessEnv: true, load: [() => ({ [EXECUTION_CONFIG]: config })] }),
        LoggerModule.forRoot(loggerParams({ level: config.log.level, pretty: config.log.pretty, service: 'execution' })),
        TypeOrmModule.forRoot({
          ...createDataSourceOptions({ url: config.databaseUrl, poolSize: config.databasePoolSize, applicationName: 'algosheets-execution' }),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        ExecutionModule.forRoot(config),
        MetricsModule,
      ],
      controllers: [HealthController],
      providers: [ReadinessService, TracingShutdown],
    };
  }
}
