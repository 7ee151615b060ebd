import { JUDGE0_STATUS } from '@algosheets/contracts';
import type { LanguageDefinition } from '../languages/language-definitions';
import type { LanguageRegistry } from '../languages/language-registry';
import { optionWords as words } from '../languages/option-policy';
import type { BwrapRunner, RunLimits } from './bwrap-runner';
import { CompileCache, type CompileOutcome } from './compile-cache';
import type { WarmCompiler } from './java-compile-service';
import { judge0Verdict } from './judge0-verdict';
import type { SlotPool } from './slot-pool';
import type { RunSteps } from './step-feeder';
import type { SubmissionRecord, SubmissionSpec } from './submission-record';

/**
 * Limits of the compile step, Judge0's maxima (its `isolate_job.rb`: the compile
 * runs with `MAX_CPU_TIME_LIMIT`, no extra time, `MAX_MEMORY_LIMIT`…), except the wall time: the
 * 15 s of CPU bound a compile, and the wall limit only a compiler that waits. At Judge0's 20 s a
 * C++ compile of about 6 s of CPU on a busy 2-core host ran out of wall time and a correct program
 * read "Compilation time limit exceeded"; 60 s still frees a stuck slot.
 */
export const COMPILE_LIMITS: RunLimits = {
  cpuTimeMs: 15_000,
  extraTimeMs: 0,
  wallTimeMs: 60_000,
  memoryKb: 512_000,
  stackKb: 128_000,
  maxProcesses: 120,
  maxFileSizeKb: 4096,
};

/** A compiled language's compile step. */
type CompileStep = NonNullable<LanguageDefinition['compile']>;

/**
 * Runs a submission the way Judge0's `IsolateJob` does (compile, run `number_of_runs` times
 * stopping at the first non-Accepted, average time and memory) except that the compile is
 * shared through a {@link CompileCache}, and each run takes a worker slot in the fair-share order
 * of the submission's key ({@link SlotPool}).
 */
export class SubmissionExecutor {
  private readonly compiles: CompileCache;

  constructor(
    private readonly runner: BwrapRunner,
    private readonly slots: SlotPool,
    private readonly languages: LanguageRegistry,
    compileCacheTtlMs: number,
    /** Compiles a language faster than its command line when it can (the warm Java compilers); null: never. */
    private readonly warm: WarmCompiler | null = null,
  ) {
    this.compiles = new CompileCache(compileCacheTtlMs);
  }

  /** Executes a record to a final status; never rejects (sandbox failures become 13 Internal Error). */
  async execute(record: SubmissionRecord): Promise<void> {
    try {
      await this.executeUnsafe(record);
    } catch (error) {
      record.statusId = JUDGE0_STATUS.INTERNAL_ERROR;
      record.message = error instanceof Error ? error.message : String(error);
    }
    record.finishedAt = new Date();
  }

  private async executeUnsafe(record: SubmissionRecord): Promise<void> {
    const { spec } = record;
    const language = this.languages.get(spec.languageId);
    if (!language) throw new Error(`language ${spec.languageId} is not available`);
    const { definition } = language;
    const source = new Map([[definition.sourceFile, spec.sourceCode]]);
    const files = definition.compile ? await this.compile(record, definition.compile, source) : source;
    if (files === null) return;
    await this.runAll(record, definition, files);
  }

  /**
   * Compiles the source with {@link COMPILE_LIMITS} (or takes the cached outcome of the same
   * source and options), on the warm compiler when it takes the compile, else with the language's
   * faster compile of the same program when it has one, else its compile command, setting
   * `compileOutput`; a CPU or wall limit hit is reported as
   * Judge0's `Compilation time limit exceeded.`.
   * @returns the artefacts to run, or null once the record is set to 6 Compilation Error
   */
  private async compile(record: SubmissionRecord, compile: CompileStep, files: Map<string, Buffer>): Promise<Map<string, Buffer> | null> {
    const { spec } = record;
    record.statusId = JUDGE0_STATUS.PROCESSING;
    const outcome = await this.compiles.get(spec.languageId, spec.compilerOptions, spec.sourceCode, () =>
      this.slots.run(async (slot): Promise<CompileOutcome> => {
        const options = words(spec.compilerOptions);
        const warm = await this.warm?.compile(slot, spec.languageId, options, spec.sourceCode);
        if (warm) return warm;
        const faster = compile.faster?.(options, spec.sourceCode) ?? null;
        const result = await this.runner.run({
          slot,
          argv: faster?.argv ?? compile.argv(options),
          binds: faster?.binds ?? compile.binds,
          files: faster?.files ?? files,
          stdin: Buffer.alloc(0),
          limits: COMPILE_LIMITS,
          mergeStderr: true,
          collect: compile.artefact,
        });
        const timedOut = result.limitHit === 'cpu' || result.limitHit === 'wall';
        const ok = result.limitHit === null && result.exitCode === 0;
        return { ok, timedOut, output: result.stdout.length > 0 ? result.stdout : null, artefact: result.files };
      }, record.fairShareKey),
    );
    record.compileOutput = outcome.timedOut ? Buffer.from('Compilation time limit exceeded.') : outcome.output;
    if (outcome.ok) return outcome.artefact;
    record.statusId = JUDGE0_STATUS.COMPILATION_ERROR;
    return null;
  }

  /**
   * Runs the program `number_of_runs` times, stopping at the first verdict other than Accepted
   * (or at the record's cancellation, which fails the run with a RunCancelledError);
   * the record keeps the last run's outputs and verdict and the runs' average time (s), wall time
   * (s) and memory (KB, rounded).
   */
  private async runAll(record: SubmissionRecord, definition: LanguageDefinition, files: Map<string, Buffer>): Promise<void> {
    const { spec } = record;
    const limits = runLimits(spec);
    const argv = definition.runArgv(words(spec.commandLineArguments), spec.memoryLimit);
    const expected = spec.expectedOutput === null ? null : spec.expectedOutput.toString('utf8');
    let time = 0;
    let wallTime = 0;
    let memory = 0;
    let runs = 0;
    for (let i = 0; i < spec.numberOfRuns; i++) {
      const stdin = spec.stdin ?? Buffer.alloc(0);
      const steps = spec.testSteps ? runSteps(spec.testSteps, stdin) : undefined;
      const { signal } = record.cancellation;
      const result = await this.slots.run(
        (slot) => {
          record.statusId = JUDGE0_STATUS.PROCESSING;
          return this.runner.run({ slot, argv, binds: definition.binds, files, stdin, steps, limits, mergeStderr: spec.redirectStderrToStdout, signal });
        },
        record.fairShareKey,
        signal,
      );
      const verdict = judge0Verdict(result, expected);
      runs++;
      time += result.cpuTimeMs / 1000;
      wallTime += result.wallTimeMs / 1000;
      memory += result.memoryKb;
      record.stdout = result.stdout.length > 0 ? result.stdout : null;
      record.stderr = result.stderr.length > 0 ? result.stderr : null;
      record.message = verdict.message;
      record.exitCode = verdict.exitCode;
      record.exitSignal = verdict.exitSignal;
      record.statusId = verdict.statusId;
      record.testTimes = result.steps ?? null;
      if (verdict.statusId !== JUDGE0_STATUS.ACCEPTED) break;
    }
    record.time = time / runs;
    record.wallTime = wallTime / runs;
    record.memory = Math.round(memory / runs);
  }
}

/** A submission's `test_steps` in the runner's units: stdin cut into its steps, the per-test limit in ms. */
function runSteps(testSteps: NonNullable<SubmissionSpec['testSteps']>, stdin: Buffer): RunSteps {
  const inputs: Buffer[] = [];
  let at = 0;
  for (const size of testSteps.sizes) {
    inputs.push(stdin.subarray(at, at + size));
    at += size;
  }
  return { mark: testSteps.mark, inputs, cpuLimitMs: testSteps.cpuTimeLimit * 1000 };
}

/** A submission's limits in the runner's units: Judge0's seconds to ms; KB and counts as given. */
function runLimits(spec: SubmissionSpec): RunLimits {
  return {
    cpuTimeMs: spec.cpuTimeLimit * 1000,
    extraTimeMs: spec.cpuExtraTime * 1000,
    wallTimeMs: spec.wallTimeLimit * 1000,
    memoryKb: spec.memoryLimit,
    stackKb: spec.stackLimit,
    maxProcesses: spec.maxProcessesAndOrThreads,
    maxFileSizeKb: spec.maxFileSize,
  };
}
