import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BackgroundBuild, type BuildState } from './background-build';

/** What a {@link PrebuiltDirectory} builds: input files written into the staging directory, removed after, and the host tool's argv. */
export interface PrebuildStep {
  /** File text by name, relative to the staging directory. */
  inputs: Record<string, string>;
  /** The host tool by absolute path and its arguments; it writes the product into the staging directory. */
  argv: string[];
}

/**
 * A file the sandbox builds once per key, with a host compiler on fixed text of its own (never a
 * learner's), into `<root>/<name>/<product>`, and that C++ compiles then read: the precompiled
 * `<bits/stdc++.h>` and the prebuilt C++ harness runtime. Several sandboxes (or the image's build)
 * may share a root; a build already there is used as it is.
 *
 * Why it is safe: the compiler loads the product (a memory image, an object it links), so only the
 * service may write it. The root must be owned by the service's uid, writable by no one else and
 * reachable by the slot uids; the build runs the host's compiler on the fixed text; the finished
 * directory (0755, the product 0644) appears by one rename, so a compile never sees half a build;
 * and compiles see it bound read-only. A root that fails these checks, a read-only root without a
 * finished build (an image built for another compiler) or a failed build leaves C++ compiling
 * without it, the reason told once.
 */
export abstract class PrebuiltDirectory extends BackgroundBuild {
  /** The finished build's directory, `<root>/<name>`. */
  protected readonly dir: string;

  /**
   * @param root directory holding the builds (`SANDBOX_CPP_PCH_DIR`), created 0755 if missing
   * @param name the build's directory in the root: a key of the compiler, options and text
   * @param product the built file's path in that directory
   * @param timeoutMs CPU or wall time the build may take before it is given up, ms
   */
  protected constructor(
    readonly root: string,
    name: string,
    private readonly product: string,
    private readonly timeoutMs: number,
  ) {
    super();
    this.dir = join(root, name);
  }

  /** The build's inputs and command, writing `product` under `staging`. */
  protected abstract step(staging: string, product: string): PrebuildStep;

  /**
   * Makes the product ready: at once when a build for this key is already in the root, else by
   * building it. Never rejects: a root that is not safe to use or a failed build resolves with
   * the state `unavailable` and the reason passed to `onUnavailable`.
   * @param onUnavailable told why C++ compiles go without it
   */
  async prepare(onUnavailable: (reason: string) => void): Promise<BuildState> {
    const refused = checkRoot(this.root);
    if (refused !== null) return this.unavailable(onUnavailable, refused);
    if (existsSync(join(this.dir, this.product))) return (this.status = 'ready');
    let staging: string;
    let step: PrebuildStep;
    try {
      staging = mkdtempSync(join(this.root, '.building-'));
      // Compiles run as slot uids: they read the finished directory, never write it.
      chmodSync(staging, 0o755);
      mkdirSync(dirname(join(staging, this.product)), { recursive: true, mode: 0o755 });
      step = this.step(staging, join(staging, this.product));
      for (const [name, text] of Object.entries(step.inputs)) writeFileSync(join(staging, name), text);
    } catch (error) {
      return this.unavailable(onUnavailable, `cannot write in ${this.root}: ${(error as Error).message}`);
    }
    const failure = await this.runTool(step.argv, this.timeoutMs);
    for (const name of Object.keys(step.inputs)) rmSync(join(staging, name), { force: true });
    if (failure === null) {
      try {
        chmodSync(join(staging, this.product), 0o644);
        renameSync(staging, this.dir);
      } catch {
        // Another sandbox on this host finished the same build first: theirs is used.
        rmSync(staging, { recursive: true, force: true });
      }
      if (existsSync(join(this.dir, this.product))) return (this.status = 'ready');
    }
    rmSync(staging, { recursive: true, force: true });
    return this.unavailable(onUnavailable, failure ?? `the build left no ${this.product}`);
  }
}

/** Creates the root if missing; the reason it may not be used, or null. */
function checkRoot(root: string): string | null {
  try {
    mkdirSync(root, { recursive: true, mode: 0o755 });
    const stat = lstatSync(root);
    const uid = process.getuid?.() ?? 0;
    if (!stat.isDirectory()) return `${root} is not a directory`;
    if (stat.uid !== uid) return `${root} is owned by uid ${stat.uid}, not the sandbox's ${uid}`;
    if ((stat.mode & 0o022) !== 0) return `${root} is writable by others (mode ${(stat.mode & 0o777).toString(8)})`;
    // Compiles run as slot uids, who must reach the root to bind it.
    for (let dir = root; dir !== dirname(dir); dir = dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) return `slot uids cannot reach ${root}: ${dir} is not searchable by others`;
    }
    return null;
  } catch (error) {
    return `cannot use ${root}: ${(error as Error).message}`;
  }
}

/** Each compiler's `-dumpfullversion -dumpmachine` answer, asked once per process (a blocking spawn at start-up). */
const compilerVersions = new Map<string, string>();

/**
 * A build's name: 16 hex digits of a hash of the compiler's path, version and target, the options
 * and the text built, so that a new compiler, new options or new text build anew beside the old.
 */
export function compilerKey(gxx: string, options: readonly string[], text: string): string {
  let version = compilerVersions.get(gxx);
  if (version === undefined) compilerVersions.set(gxx, (version = spawnSync(gxx, ['-dumpfullversion', '-dumpmachine'], { encoding: 'utf8' }).stdout ?? ''));
  return createHash('sha256')
    .update([gxx, version, ...options, text].join('\0'))
    .digest('hex')
    .slice(0, 16);
}
