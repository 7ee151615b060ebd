import ivm from 'isolated-vm';
import type { JsonValue } from '../src/values/json-value';

/** What a compiled checker or precondition may use: per isolate, per call and per job. */
export interface ProblemCodeLimits {
  /** Heap of the isolate, MB (isolated-vm's `memoryLimit`, at least 8). */
  memoryMb: number;
  /** Wall time of one call, ms, JSON decoding of its arguments included. */
  callTimeoutMs: number;
  /** Wall time of every call and compile of this compiled function together, ms: one job's allowance. */
  jobBudgetMs: number;
}

/** How long an isolate may sit unused before it is freed, ms (a later call compiles anew). */
const IDLE_MS = 2000;

/**
 * A failure of a problem's own code (a checker or a precondition): it threw, overran its time or
 * memory, used up the job's allowance, or returned something other than a boolean. The message
 * says which, in words the verdict can carry (`the checker timed out after 1000 ms`).
 */
export class ProblemCodeError extends Error {
  override name = 'ProblemCodeError';
}

/**
 * Runs in the isolate once per compile: wraps the compiled function so that every call takes its
 * arguments as JSON text (strings prefixed `s`, integers beyond 2^53 written as strings prefixed
 * `n`, so that they come back as bigints) and returns a primitive: the boolean verdict, or the
 * `typeof` of anything else as a string. Nothing but strings goes in and primitives come out.
 */
const CALL_WRAPPER = `(function wrap(code) {
  const parse = JSON.parse;
  const big = BigInt;
  const revive = (key, value) => (typeof value === 'string' ? (value[0] === 'n' ? big(value.slice(1)) : value.slice(1)) : value);
  return function call(...texts) {
    const verdict = code(...texts.map((text) => parse(text, revive)));
    return typeof verdict === 'boolean' ? verdict : typeof verdict;
  };
})`;

/** The JSON text {@link CALL_WRAPPER} decodes: every string prefixed `s`, every bigint written as `n` + digits. */
export function isolateArgumentText(value: JsonValue): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? `s${item}` : typeof item === 'bigint' ? `n${item}` : item));
}

/**
 * One problem's function (the source of a function expression: a checker's or a precondition's)
 * compiled in an `isolated-vm` isolate of its own: a separate V8 heap with no Node.js API, no
 * `require`, no `process` and no object of the host, bounded by `limits.memoryMb`. Arguments cross
 * as JSON text ({@link isolateArgumentText}) and only a primitive comes back, so no host object is
 * ever reachable from the problem's code (`input.constructor.constructor('return process')()` is
 * the isolate's own Function, whose `process` does not exist). Each call is bounded by
 * `limits.callTimeoutMs` and every call and compile together by `limits.jobBudgetMs`; the time
 * limit covers promise jobs too, since the isolate runs them before the call returns. An isolate
 * killed by its memory limit, or idle for 2 s, is made anew, compile included, on the next call.
 *
 * Meant for one job: compile it when the job starts and {@link dispose} it when the job ends (one
 * left undisposed frees its isolate once idle). Calls are synchronous (isolated-vm's
 * `applySync`), so the judging code calls it like any comparator.
 */
export class ProblemCodeIsolate {
  private isolate: ivm.Isolate | undefined;
  private call: ivm.Reference<(...texts: string[]) => unknown> | undefined;
  private usedMs = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  /**
   * Compiles `functionSource` at once, so a body that does not compile fails the job before it runs.
   * @param what the function's name in messages: `checker`, `precondition`
   * @throws ProblemCodeError when it does not compile (the isolate's SyntaxError message) or overruns its limits
   */
  constructor(
    private readonly what: string,
    private readonly functionSource: string,
    private readonly limits: ProblemCodeLimits,
  ) {
    this.compile();
  }

  /**
   * Calls the function with `args` (each becomes one parameter) and returns its boolean.
   * @throws ProblemCodeError when it throws, times out, runs out of memory, has used the job's
   *   allowance, or returns anything but a boolean
   */
  apply(args: JsonValue[]): boolean {
    const texts = args.map(isolateArgumentText);
    const call = this.call ?? this.compile();
    const timeout = this.callTimeout();
    const verdict = this.timed(() => call.applySync(undefined, texts, { timeout }), (message) => {
      if (!/timed out/i.test(message)) return `threw: ${message}`;
      return timeout < this.limits.callTimeoutMs ? this.usedUp() : `timed out after ${timeout} ms`;
    });
    this.freeWhenIdle();
    if (typeof verdict !== 'boolean') throw new ProblemCodeError(`the ${this.what} returned ${String(verdict)}, not a boolean`);
    return verdict;
  }

  /** Frees the isolate now; a later {@link apply} makes a new one. Idempotent. */
  dispose(): void {
    clearTimeout(this.idleTimer);
    this.call = undefined;
    if (this.isolate && !this.isolate.isDisposed) this.isolate.dispose();
    this.isolate = undefined;
  }

  private compile(): ivm.Reference<(...texts: string[]) => unknown> {
    this.dispose();
    const isolate = new ivm.Isolate({ memoryLimit: this.limits.memoryMb });
    this.isolate = isolate;
    const timeout = this.callTimeout();
    this.call = this.timed(
      () => {
        const context = isolate.createContextSync();
        const code = isolate.compileScriptSync(`${CALL_WRAPPER}(${this.functionSource})`, { filename: `${this.what}.js` });
        const call = code.runSync(context, { timeout, reference: true }) as ivm.Reference<(...texts: string[]) => unknown>;
        if (call.typeof !== 'function') throw new ProblemCodeError(`the ${this.what} is not a function body`);
        return call;
      },
      (message) => `does not compile: ${message}`,
    );
    this.freeWhenIdle();
    return this.call;
  }

  /** The time the next call may take: the call limit, or what is left of the job's allowance. */
  private callTimeout(): number {
    const left = Math.floor(this.limits.jobBudgetMs - this.usedMs);
    if (left < 1) throw new ProblemCodeError(`the ${this.what} ${this.usedUp()}`);
    return Math.min(this.limits.callTimeoutMs, left);
  }

  private usedUp(): string {
    return `used up its ${this.limits.jobBudgetMs} ms for this job`;
  }

  /**
   * Runs `step` in the isolate, counts its time against the job's allowance and names its failure:
   * out of memory (the isolate is gone: the next call makes a new one), else `describe(message)`.
   */
  private timed<T>(step: () => T, describe: (message: string) => string): T {
    const started = process.hrtime.bigint();
    try {
      return step();
    } catch (error) {
      if (error instanceof ProblemCodeError) throw error;
      if (this.isolate?.isDisposed) {
        this.call = undefined;
        throw new ProblemCodeError(`the ${this.what} ran out of its ${this.limits.memoryMb} MB of memory`);
      }
      throw new ProblemCodeError(`the ${this.what} ${describe(error instanceof Error ? error.message : String(error))}`);
    } finally {
      this.usedMs += Number(process.hrtime.bigint() - started) / 1e6;
    }
  }

  /**
   * Frees the isolate once no call came for {@link IDLE_MS}: a job's calls come back to back, and a
   * compiled function its caller never disposes does not hold an isolate past its job.
   */
  private freeWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.dispose(), IDLE_MS);
    this.idleTimer.unref();
  }
}
