import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BackgroundBuild, type BuildState } from './background-build';

/** The warm Java compiler's source, shipped beside this module (the image's build copies it). */
export const JAVA_COMPILE_SERVER_SOURCE = join(__dirname, 'java-compile-server.java');

/** The class the service's JVM runs (the top-level class of {@link JAVA_COMPILE_SERVER_SOURCE}). */
export const JAVA_COMPILE_SERVER_CLASS = 'JavaCompileServer';

/**
 * The packages of javac the server uses beyond the public compiler API (its task, result and file
 * manager base), opened to it when it is built and when it runs.
 */
export const JAVA_COMPILE_SERVER_EXPORTS: readonly string[] = ['api', 'file', 'main'].flatMap((name) => ['--add-exports', `jdk.compiler/com.sun.tools.javac.${name}=ALL-UNNAMED`]);

/** CPU or wall time the build may take before it is given up, ms (it takes about 1 s on a 2-core host). */
const BUILD_TIMEOUT_MS = 60_000;

/**
 * The class files of the sandbox's warm Java compiler (`java-compile-server.java`), compiled once
 * when the sandbox starts with the host's javac into `dir`, a directory of this sandbox instance
 * that only the service writes (0755, its files 0644) and the slots' services bind read-only.
 * Java compiles use the command-line javac until the build is ready; a failed build is reported
 * once and leaves them there.
 */
export class JavaCompileServerBuild extends BackgroundBuild {
  /**
   * @param dir the directory to build into (created; removed with the sandbox instance's directory)
   * @param javaHome the JDK whose javac builds it and whose java runs it
   */
  constructor(
    readonly dir: string,
    private readonly javaHome: string,
  ) {
    super();
  }

  /** The directory of the built classes while the build is ready, else null. */
  classDir(): string | null {
    return this.status === 'ready' ? this.dir : null;
  }

  /**
   * Compiles the server (about 1 s of CPU). Never rejects: a failed build resolves with the state
   * `unavailable` and the reason passed to `onUnavailable`.
   * @param onUnavailable told why Java compiles keep to the command-line javac
   */
  async prepare(onUnavailable: (reason: string) => void): Promise<BuildState> {
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o755 });
      chmodSync(this.dir, 0o755);
    } catch (error) {
      return this.unavailable(onUnavailable, `cannot write in ${this.dir}: ${(error as Error).message}`);
    }
    const failure = await this.runBuild();
    if (failure === null && existsSync(join(this.dir, `${JAVA_COMPILE_SERVER_CLASS}.class`))) {
      for (const name of readdirSync(this.dir)) chmodSync(join(this.dir, name), 0o644);
      return (this.status = 'ready');
    }
    rmSync(this.dir, { recursive: true, force: true });
    return this.unavailable(onUnavailable, failure ?? 'the build left no class');
  }

  /** Runs the host's javac on the server's own source (no learner input); null when it succeeded, else why not. */
  private runBuild(): Promise<string | null> {
    const javac = join(this.javaHome, 'bin', 'javac');
    return this.runTool([javac, '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1', '-proc:none', ...JAVA_COMPILE_SERVER_EXPORTS, '-d', this.dir, JAVA_COMPILE_SERVER_SOURCE], BUILD_TIMEOUT_MS);
  }
}
