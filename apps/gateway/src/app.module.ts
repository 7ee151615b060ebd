import { createDataSourceOptions } from '@algosheets/database';
import { loggerParams, TracingShutdown } from '@algosheets/server-common';
import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config';
import { AchievementsModule } from './achievements/achievements.module';
import { AuthModule } from './auth/auth.module';
import { DraftsModule } from './drafts/drafts.module';
import { ExecutionModule } from './execution/execution.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotesModule } from './notes/notes.module';
import { SheetsModule } from './sheets/sheets.module';
import { ProblemsModule } from './problems/problems.module';
import { QueueBoardModule } from './queue-board/queue-board.module';
import { ExecutionQueueModule } from './redis/execution-queue.module';
import { RedisModule } from './redis/redis.module';
import { ReviewModule } from './review/review.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { UsersModule } from './users/users.module';

/** The gateway's root module, built from an already validated {@link GatewayConfig}. */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // The environment was validated by loadGatewayConfig; Nest only serves the typed result.
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, skipProcessEnv: true, load: [() => ({ [GATEWAY_CONFIG]: config })] }),
        LoggerModule.forRoot(loggerParams({ level: config.log.level, pretty: config.log.pretty, service: 'gateway' })),
        TypeOrmModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (configService: ConfigService) => ({
            ...createDataSourceOptions({
              url: configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).databaseUrl,
              poolSize: configService.getOrThrow<GatewayConfig>(GATEWAY_CONFIG).databasePoolSize,
              applicationName: 'algosheets-gateway',
            }),
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
        RedisModule,
        ExecutionQueueModule.forRoot(config.redis),
        HealthModule,
        AuthModule.forRoot(config),
        UsersModule,
        ProblemsModule,
        SheetsModule,
        SubmissionsModule,
        ReviewModule,
        NotesModule,
        DraftsModule,
        AchievementsModule,
        ExecutionModule,
        MetricsModule,
        QueueBoardModule,
      ],
      providers: [TracingShutdown],
    };
  }
}
