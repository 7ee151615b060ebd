import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from '../tracing';

/**
 * Sends the spans still batched when the app shuts down (SIGTERM closes it through Nest's shutdown
 * hooks); a provider of each NestJS app's root module. Nothing to do when tracing was not started.
 */
@Injectable()
export class TracingShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
  }
}
