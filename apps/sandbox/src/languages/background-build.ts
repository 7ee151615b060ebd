import { spawn, type ChildProcess } from 'node:child_process';
import { RUN_OOM_SCORE_ADJ } from '../runner/oom-score';

/** Where a build stands: compiles use what it built only once it is `ready`. */
export type BuildState = 'building' | 'ready' | 'unavailable';

/**
 * Something the sandbox builds once, in the background, when it starts, with a host tool on input
 * of its own (never a learner's): the C++ precompiled header, the warm Java compiler's classes.
 * Compiles go their usual way until it is ready; a failed build is reported once and leaves them
 * there for good.
 */
export abstract class BackgroundBuild {
  protected status: BuildState = 'building';
  private build: ChildProcess | null = null;

  /** Where the build stands now. */
  get state(): BuildState {
    return this.status;
  }

  /** Stops a build in progress (the sandbox is closing). */
  close(): void {
    this.build?.kill('SIGKILL');
  }

  /** Marks the build unavailable and says why, once. */
  protected unavailable(onUnavailable: (reason: string) => void, reason: string): BuildState {
    this.status = 'unavailable';
    onUnavailable(reason);
    return this.status;
  }

  /**
   * Runs `argv` (a host tool by absolute path), killed after `timeoutMs`. Through a shell that
   * first gives up the supervisor's OOM protection (which children inherit): a compiler takes
   * hundreds of MB and, like a run, may be the OOM killer's victim.
   * @returns null when it exited 0, else why not (its exit and the end of its stderr)
   */
  protected runTool(argv: readonly string[], timeoutMs: number): Promise<string | null> {
    return new Promise((resolve) => {
      const child = spawn('/bin/sh', ['-c', `echo ${RUN_OOM_SCORE_ADJ} > /proc/self/oom_score_adj 2>/dev/null; exec "$@"`, 'build', ...argv], {
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
      });
      this.build = child;
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      child.once('error', (error) => resolve(`the build did not start: ${error.message}`));
      child.once('close', (code, signal) => {
        this.build = null;
        resolve(code === 0 ? null : `${argv[0]} ended with ${code ?? signal}: ${stderr.trim()}`);
      });
    });
  }
}
