import { createHash } from 'node:crypto';

/** Outcome of compiling one source: the artefact files, or the compiler's output on failure. */
export interface CompileOutcome {
  ok: boolean;
  /** Compiler stdout+stderr (warnings on success), null when empty. */
  output: Buffer | null;
  timedOut: boolean;
  artefact: Map<string, Buffer>;
}

/**
 * Compile once per distinct (language, compiler options, source) and share the result: Judge0
 * compiles again for every test case (its `isolate_job.rb` compiles inside the per-run loop); we
 * compile once per batch. Concurrent requests for the same key wait on the same compile. An entry
 * stays `ttlMs` after it settles; at most `maxEntries` are kept (oldest dropped first).
 */
export class CompileCache {
  private readonly entries = new Map<string, Promise<CompileOutcome>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 256,
  ) {}

  /** Returns the cached outcome for the key or runs `compile` once for it. */
  get(languageId: number, compilerOptions: string | null, source: Buffer, compile: () => Promise<CompileOutcome>): Promise<CompileOutcome> {
    const key = createHash('sha256').update(`${languageId}\0${compilerOptions ?? ''}\0`).update(source).digest('hex');
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = compile();
    this.entries.set(key, pending);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const expire = (): void => {
      setTimeout(() => {
        if (this.entries.get(key) === pending) this.entries.delete(key);
      }, this.ttlMs).unref();
    };
    // A failed compile (sandbox error) is not cached: the next submission retries.
    pending.then(expire, () => this.entries.delete(key));
    return pending;
  }
}
