import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import type { ProblemSignature } from '@algosheets/contracts';

/**
 * What checking one complexity declaration may use: wall time (ms) and the thread's V8 heap (MB).
 * Drawing the largest input is the costly part: the library's largest (a 50,000-node tree, a
 * 2,000-node graph) draw within 96 MB in 1-2 s here, 6 s with both cores busy. The heap stays well
 * inside the gateway pod's 512 MiB limit, so a declaration asking for 10^7 ten-digit values (about
 * 2 GB drawn) is refused rather than killing the pod.
 */
export const COMPLEXITY_CHECK_BUDGET = { timeMs: 20_000, heapMb: 128 } as const;

const WORKER_FILE = join(__dirname, `complexity-check.worker${__filename.endsWith('.ts') ? '.ts' : '.js'}`);

/** One check at a time per gateway: each may hold {@link COMPLEXITY_CHECK_BUDGET}'s heap. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The faults of a problem's complexity declaration (`complexityDeclarationErrors` of the judge:
 * classes, sizes, parameters, inputs of the smallest and the largest size drawable), computed in a
 * worker thread under `budget` so that an admin's declaration can neither stall the gateway's
 * event loop nor exhaust its memory; checks run one after another. A check past the budget is a
 * fault of the declaration, reported as one message naming the budget.
 * @param signature the problem's signature (already checked by the signature rules)
 * @param declaration the request's `complexity`, unchecked
 * @returns one message per fault, empty when the declaration is valid
 * @throws Error when the worker thread fails for another reason (a bug, not the declaration)
 */
export function complexityDeclarationErrorsOffThread(signature: ProblemSignature, declaration: unknown, budget: { timeMs: number; heapMb: number } = COMPLEXITY_CHECK_BUDGET): Promise<string[]> {
  const check = queue.then(() => checkInThread(signature, declaration, budget));
  queue = check.catch(() => undefined);
  return check;
}

function checkInThread(signature: ProblemSignature, declaration: unknown, budget: { timeMs: number; heapMb: number }): Promise<string[]> {
  const overBudget = `complexity: inputs of the largest measured size cannot be drawn within ${budget.timeMs / 1000} s and ${budget.heapMb} MB; lower measureMaxN (or maxN)`;
  // From TypeScript source (development, tests) the thread registers the same compiler the
  // process was started with; the image runs compiled JavaScript.
  const fromSource = WORKER_FILE.endsWith('.ts');
  const worker = new Worker(fromSource ? `require('@swc-node/register'); require(${JSON.stringify(WORKER_FILE)});` : WORKER_FILE, {
    eval: fromSource,
    workerData: { signature, declaration },
    resourceLimits: { maxOldGenerationSizeMb: budget.heapMb },
    stdout: true,
    stderr: true,
  });
  return new Promise<string[]>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => settle(() => resolve([overBudget])), budget.timeMs);
    worker.once('message', (errors: string[]) => settle(() => resolve(errors)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve([overBudget]) : reject(error))),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the complexity check's thread exited (${code}) without an answer`))));
  });
}
