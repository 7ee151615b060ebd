import 'reflect-metadata';
import { startTracing } from '@algosheets/server-common/tracing';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { InvalidConfigError, readExecutionConfig } from './config/execution.config';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = readExecutionConfig();
  // Before the app is built, so that every span it starts has the provider and propagator.
  startTracing(config.tracing);
  const app = await NestFactory.create(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // SIGTERM closes the app: Nest runs the shutdown hooks so in-flight work ends cleanly.
  app.enableShutdownHooks();
  await app.listen(config.healthPort, config.host);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
