import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ContentLanguage } from '../content-files';
import { normalizeOutput } from '../content-files';
import type { PreparedProgram, RunResult, SolutionRunner } from './solution-runner';

const REPO = resolve(__dirname, '..', '..', '..');
const PYTHON = '/usr/bin/python3';
const NODE = '/usr/bin/node';
const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
const TSC = join(REPO, 'node_modules/typescript-native/bin/tsc');
const TIME = '/usr/bin/time';
/** A run is killed once its wall time exceeds this multiple of the CPU limit. */
const WALL_FACTOR = 3;

/** CPU ms (user + system) written by GNU time, or undefined when the file is missing (killed run). */
function cpuMs(timeFile: string): number | undefined {
  try {
    const fields = readFileSync(timeFile, 'utf8').trim().split('\n').pop()?.split(' ').map(Number) ?? [];
    if (fields.length !== 2 || fields.some((f) => Number.isNaN(f))) return undefined;
    return (fields[0] + fields[1]) * 1000;
  } catch {
    return undefined;
  }
}

interface LocalProgram extends PreparedProgram {
  command: string;
  args: string[];
}

/**
 * Runs programs as bare local processes (no sandbox): a first gate for content authors. CPU time
 * (user + system, all threads) is measured with GNU time and compared with the limit; a run whose
 * wall time reaches 3x the limit is killed and reported as Time Limit Exceeded.
 */
export class LocalRunner implements SolutionRunner {
  private readonly workDir = mkdtempSync(join(tmpdir(), 'content-check-'));
  private counter = 0;

  async prepare(language: ContentLanguage, sourcePath: string, label: string): Promise<PreparedProgram> {
    const dir = join(this.workDir, String(this.counter++));
    const base: Omit<LocalProgram, 'command' | 'args'> = { language, label };
    switch (language) {
      case 'PYTHON':
        return { ...base, command: PYTHON, args: [sourcePath] } as LocalProgram;
      case 'JAVASCRIPT':
        return { ...base, command: NODE, args: [sourcePath] } as LocalProgram;
      case 'TYPESCRIPT': {
        // Strict mode, Node types only: the settings learners' TypeScript is compiled with.
        const script = join(dir, 'script.ts');
        spawnSync('mkdir', ['-p', dir]);
        copyFileSync(sourcePath, script);
        const res = spawnSync(
          NODE,
          [TSC, '--strict', '--target', 'es2022', '--module', 'commonjs', '--lib', 'es2022', '--types', 'node',
            '--typeRoots', join(REPO, 'node_modules/@types'), '--outDir', dir, script],
          // cwd: the temporary folder, so no tsconfig.json of the repository is picked up.
          { encoding: 'utf8', cwd: dir },
        );
        if (res.status !== 0) return { ...base, compileError: `${res.stdout}${res.stderr}` };
        return { ...base, command: NODE, args: [join(dir, 'script.js')] } as LocalProgram;
      }
      case 'JAVA': {
        // Judge0 compiles the submission as Main.java, whatever the file was called here.
        spawnSync('mkdir', ['-p', dir]);
        copyFileSync(sourcePath, join(dir, 'Main.java'));
        const res = spawnSync(`${JAVA_HOME}/bin/javac`, ['-encoding', 'UTF-8', '-d', dir, join(dir, 'Main.java')], { encoding: 'utf8' });
        if (res.status !== 0) return { ...base, compileError: `${res.stdout}${res.stderr}` };
        return { ...base, command: `${JAVA_HOME}/bin/java`, args: ['-cp', dir, 'Main'] } as LocalProgram;
      }
      default:
        // Whole-program problems ship in the four languages above only.
        return { ...base, compileError: `no local runner for ${language}` };
    }
  }

  run(program: PreparedProgram, input: string, expected: string, timeLimitMs: number): Promise<RunResult> {
    if (program.compileError !== undefined) {
      return Promise.resolve({ verdict: 'Compilation Error', timeMs: 0, detail: program.compileError.slice(0, 2000) });
    }
    const { command, args } = program as LocalProgram;
    const timeFile = join(this.workDir, `time-${this.counter++}`);
    return new Promise((done) => {
      const started = process.hrtime.bigint();
      // GNU time reports user + system CPU seconds: the limit applies to CPU time, as in Judge0,
      // so that a busy machine (wall time inflated by other processes) does not fail references.
      // Own process group (detached), so a timeout kills GNU time and the program under it.
      const child = spawn(TIME, ['-f', '%U %S', '-o', timeFile, command, ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      let killed = false;
      // Wall-clock backstop: a program sleeping or starved still ends.
      const timer = setTimeout(() => {
        killed = true;
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, timeLimitMs * WALL_FACTOR + 500);
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
      child.on('close', (code) => {
        clearTimeout(timer);
        const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
        const timeMs = cpuMs(timeFile) ?? wallMs;
        const stderr = Buffer.concat(err).toString('utf8').slice(0, 2000);
        if (killed || timeMs > timeLimitMs) return done({ verdict: 'Time Limit Exceeded', timeMs: Math.max(timeMs, wallMs) });
        if (code !== 0) return done({ verdict: 'Runtime Error', timeMs, detail: stderr });
        const actual = Buffer.concat(out).toString('utf8');
        const ok = normalizeOutput(actual) === normalizeOutput(expected);
        done({ verdict: ok ? 'Accepted' : 'Wrong Answer', timeMs, detail: ok ? undefined : actual.slice(0, 300) });
      });
    });
  }

  async dispose(): Promise<void> {
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
