import 'reflect-metadata';
import { startTracing } from '@algosheets/server-common/tracing';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { configureApp } from './app-setup';
import { InvalidConfigError, readGatewayConfig } from './config/gateway.config';

async function bootstrap(): Promise<void> {
  const config = readGatewayConfig();
  // Before the app is built, so that every span it starts has the provider and propagator.
  startTracing(config.tracing);
  const app = await NestFactory.create(AppModule.forRoot(config), { bufferLogs: true });
  configureApp(app, config);
  await app.listen(config.port, config.host);
}

bootstrap().catch((error: unknown) => {
  // Configuration errors are the operator's to fix: print them plainly, without a stack.
  console.error(error instanceof InvalidConfigError ? error.message : error);
  process.exit(1);
});
