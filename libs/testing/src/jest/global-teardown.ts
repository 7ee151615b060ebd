import { stopStartedServers } from './global-setup';

/** Jest global teardown: stops the embedded or container servers the global setup started. */
export default async function globalTeardown(): Promise<void> {
  await stopStartedServers();
}
