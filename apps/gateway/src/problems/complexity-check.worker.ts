import { parentPort, workerData } from 'node:worker_threads';
import { complexityDeclarationErrors } from '@algosheets/judge';

// Runs in a worker thread started by complexity-check.ts: drawing a declaration's largest input is
// CPU-bound work of seconds that must not hold the gateway's event loop.
const { signature, declaration } = workerData as { signature: Parameters<typeof complexityDeclarationErrors>[0]; declaration: unknown };
parentPort?.postMessage(complexityDeclarationErrors(signature, declaration));
