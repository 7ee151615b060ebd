import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BackgroundBuild, type BuildState } from './background-build';

/** The header precompiled: what LeetCode-style C++ (and every generated harness) includes first. */
const HEADER = 'bits/stdc++.h';

/** CPU or wall time a build may take before it is given up, ms (it takes about 3 s on a 2-core host). */
const BUILD_TIMEOUT_MS = 120_000;

/**
 * A GCC precompiled header of `<bits/stdc++.h>` for the sandbox's C++ compiles. Parsing that
 * header is most of a C++ Submit's compile (on this project's 2-core host, 1.3 s of 1.9 s for a
 * 12-test harness program at `-O2`); loading it precompiled takes a few tens of ms.
 *
 * How it is used: the header is built once per compiler, options and header text into
 * `<root>/<key>/bits/stdc++.h.gch`, and C++ compiles get `-I <root>/<key>` (the directory bound
 * read-only into the compile's box). GCC looks for `bits/stdc++.h.gch` in each include directory
 * before the header itself and uses it only when it is valid for this compile: the program's first
 * include, the same compiler, and compatible options and macros (a Judge0 client's `-O0` or `-D`
 * that changes the header). Otherwise it reads the real header as before, so a program compiles
 * and behaves the same with or without it; only the compile is faster.
 *
 * Why it is safe: the file is a memory image the compiler loads, so only the service may write it.
 * The root must be owned by the service's uid, writable by no one else and reachable by the slot
 * uids, the build runs the
 * host's g++ on the fixed header (no learner input), the finished directory appears by one rename,
 * and compiles see it read-only. A root that fails these checks, a read-only root without a
 * finished build (an image built for another compiler) or a failed build leaves C++ compiling
 * without it, logged once.
 */
export class CppPrecompiledHeader extends BackgroundBuild {
  private readonly dir: string;

  /**
   * @param root directory holding built headers (`SANDBOX_CPP_PCH_DIR`), created 0755 if missing
   * @param gxx the g++ driver the compiles run
   * @param options the compile options every C++ compile starts with (`-O2 -std=c++17 …`)
   */
  constructor(
    readonly root: string,
    private readonly gxx: string,
    private readonly options: readonly string[],
  ) {
    super();
    this.dir = join(root, precompiledHeaderKey(gxx, options));
  }

  /**
   * The include directory a compile adds with `-I` while the header is ready, else null.
   */
  includeDir(): string | null {
    return this.status === 'ready' ? this.dir : null;
  }

  /**
   * Makes the header ready: at once when a build for this key is already in the root, else by
   * building it (about 3 s of CPU). Never rejects: a root that is not safe to use or a failed build
   * resolves with the state `unavailable` and the reason passed to `onUnavailable`.
   * @param onUnavailable told why C++ compiles go without the precompiled header
   */
  async prepare(onUnavailable: (reason: string) => void): Promise<BuildState> {
    const refused = this.checkRoot();
    if (refused !== null) return this.unavailable(onUnavailable, refused);
    if (existsSync(join(this.dir, HEADER + '.gch'))) return (this.status = 'ready');
    let staging: string;
    try {
      staging = mkdtempSync(join(this.root, '.building-'));
      // Compiles run as slot uids: they read the finished directory, never write it.
      chmodSync(staging, 0o755);
      mkdirSync(join(staging, 'bits'), { mode: 0o755 });
      writeFileSync(join(staging, 'source.h'), `#include <${HEADER}>\n`);
    } catch (error) {
      return this.unavailable(onUnavailable, `cannot write in ${this.root}: ${(error as Error).message}`);
    }
    const failure = await this.runBuild(staging);
    rmSync(join(staging, 'source.h'), { force: true });
    if (failure === null) {
      try {
        chmodSync(join(staging, HEADER + '.gch'), 0o644);
        renameSync(staging, this.dir);
      } catch {
        // Another sandbox on this host finished the same build first: theirs is used.
        rmSync(staging, { recursive: true, force: true });
      }
      if (existsSync(join(this.dir, HEADER + '.gch'))) return (this.status = 'ready');
    }
    rmSync(staging, { recursive: true, force: true });
    return this.unavailable(onUnavailable, failure ?? 'the build left no header');
  }

  /** Creates the root if missing; the reason it may not be used, or null. */
  private checkRoot(): string | null {
    try {
      mkdirSync(this.root, { recursive: true, mode: 0o755 });
      const stat = lstatSync(this.root);
      const uid = process.getuid?.() ?? 0;
      if (!stat.isDirectory()) return `${this.root} is not a directory`;
      if (stat.uid !== uid) return `${this.root} is owned by uid ${stat.uid}, not the sandbox's ${uid}`;
      if ((stat.mode & 0o022) !== 0) return `${this.root} is writable by others (mode ${(stat.mode & 0o777).toString(8)})`;
      // Compiles run as slot uids, who must reach the root to bind it.
      for (let dir = this.root; dir !== dirname(dir); dir = dirname(dir)) {
        if ((statSync(dir).mode & 0o001) === 0) return `slot uids cannot reach ${this.root}: ${dir} is not searchable by others`;
      }
      return null;
    } catch (error) {
      return `cannot use ${this.root}: ${(error as Error).message}`;
    }
  }

  /** Runs g++ on the fixed header (about 230 MB); null when it succeeded, else why not. */
  private runBuild(staging: string): Promise<string | null> {
    return this.runTool([this.gxx, ...this.options, '-x', 'c++-header', join(staging, 'source.h'), '-o', join(staging, HEADER + '.gch')], BUILD_TIMEOUT_MS);
  }
}

/**
 * The name of a build: a hash of the compiler's version and target, the options and the header
 * text, so a new compiler or new options build anew beside the old one. GCC checks a header's
 * validity itself on every use; the key only keeps builds for different compilers apart.
 */
export function precompiledHeaderKey(gxx: string, options: readonly string[]): string {
  const version = spawnSync(gxx, ['-dumpfullversion', '-dumpmachine'], { encoding: 'utf8' });
  return createHash('sha256')
    .update([gxx, version.stdout ?? '', ...options, HEADER].join('\0'))
    .digest('hex')
    .slice(0, 16);
}
