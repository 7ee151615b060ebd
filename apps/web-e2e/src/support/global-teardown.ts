import { stopStartedServers } from '@algosheets/testing';
import { stopStack } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  await stopStack();
  await stopStartedServers();
}
