import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Uids per block: the most slots a sandbox may have (SANDBOX_SLOTS ≤ 256), so a block covers any
 * sandbox, and a test may look for stray processes in [first, first + SANDBOX_UID_BLOCK).
 */
export const SANDBOX_UID_BLOCK = 256;

/**
 * The pool: uids 100000 to 165535 (256 blocks). It lies above every uid a sandbox uses outside
 * the tests (the default SANDBOX_UID_BASE is 61000) and above `nobody` (65534).
 */
const POOL_FIRST_UID = 100_000;
const POOL_BLOCKS = 256;

/** Shared by every checkout on the machine: all their suites draw from the one pool. */
const CLAIMS_DIR = '/tmp/algosheets-test-uids';
/** A mutex older than this was left by a process killed while allocating (it holds it for ~1 ms). */
const STALE_MUTEX_MS = 10_000;

/**
 * Claims a block of SANDBOX_UID_BLOCK sandbox slot uids that no other test process on this machine
 * holds, and returns its first uid. Test suites run in parallel (projects side by side, jest
 * workers within one), so uid ranges are handed out here, never written into a test file.
 *
 * A claim is a file in /tmp/algosheets-test-uids named after the block, holding the claiming
 * process's pid and kernel start time; it lasts until `releaseSandboxUids(first)` or until that
 * process is gone (a later allocation then reuses the block: a killed jest worker leaks nothing).
 * Throws when all 256 blocks are held by live processes. `claimsDir` is for the allocator's own tests.
 */
export function allocateSandboxUids(claimsDir = CLAIMS_DIR): number {
  mkdirSync(claimsDir, { recursive: true });
  return withMutex(claimsDir, () => {
    const owner = ownerOf(process.pid);
    const claimed = new Set(readdirSync(claimsDir));
    // One /proc read per claiming process, however many blocks it holds.
    const live = new Map<string, boolean>();
    const isLive = (held: string) => {
      if (!live.has(held)) live.set(held, ownerOf(Number(held.split(' ')[0])) === held);
      return live.get(held);
    };
    for (let block = 0; block < POOL_BLOCKS; block++) {
      const claim = join(claimsDir, String(block));
      if (claimed.has(String(block)) && isLive(readFileSync(claim, 'utf8'))) continue;
      writeFileSync(claim, owner ?? '');
      return POOL_FIRST_UID + block * SANDBOX_UID_BLOCK;
    }
    throw new Error(`all ${POOL_BLOCKS} sandbox uid blocks in ${claimsDir} are held by live processes`);
  });
}

/**
 * Where test sandboxes keep the C++ precompiled header and the prebuilt harness runtime
 * (`SANDBOX_CPP_PCH_DIR`): one directory for every test sandbox of the machine, so the suite builds
 * them once (about 4 s of CPU) instead of at each sandbox's start, and no sandbox's work directory
 * holds them.
 */
export const TEST_CPP_PCH_DIR = join(tmpdir(), 'algosheets-test-cpp-pch');

/** The work directory of a test sandbox (or runner) whose slot uids start at `uidBase`: one per block. */
export function sandboxWorkDir(uidBase: number): string {
  return join(tmpdir(), `algosheets-sandbox-test-${uidBase}`);
}

/** Gives back a block from `allocateSandboxUids` (its first uid); a block this process does not hold is left alone. */
export function releaseSandboxUids(first: number, claimsDir = CLAIMS_DIR): void {
  const block = (first - POOL_FIRST_UID) / SANDBOX_UID_BLOCK;
  if (!Number.isInteger(block) || block < 0 || block >= POOL_BLOCKS) return;
  const claim = join(claimsDir, String(block));
  withMutex(claimsDir, () => {
    try {
      if (readFileSync(claim, 'utf8') === ownerOf(process.pid)) unlinkSync(claim);
    } catch {
      // not claimed
    }
  });
}

/**
 * `"<pid> <start time>"` of a live process, or null: the start time (clock ticks since boot,
 * /proc/<pid>/stat field 22) tells a reused pid from the process that made the claim.
 */
function ownerOf(pid: number): string | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${pid} ${startTime}`;
  } catch {
    return null;
  }
}

/** Runs `fn` holding the pool's mutex (a directory created atomically), so that no two processes claim one block. */
function withMutex<T>(claimsDir: string, fn: () => T): T {
  const mutex = join(claimsDir, 'mutex');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(mutex).mtimeMs > STALE_MUTEX_MS) rmSync(mutex, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    Atomics.wait(pause, 0, 0, 5);
  }
  try {
    return fn();
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}
