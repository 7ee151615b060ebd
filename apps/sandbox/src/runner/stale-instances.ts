import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rmdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A sandbox instance's name: its pid and 8 random hex digits, for its cgroups and work directory. */
const INSTANCE_NAME = /^algosheets-sandbox-(\d+)-[0-9a-f]{8}$/;
/** How long the processes of a stale group get to die after SIGKILL before it is left alone, ms. */
const DRAIN_MS = 2000;

/**
 * The name of a new sandbox instance of this process (`algosheets-sandbox-<pid>-<8 hex>`):
 * several sandboxes may share a host (tests, `npm start`), each names its cgroups and its
 * launchers' pipe directories after itself, and {@link reclaimStaleInstances} knows a dead one's
 * by the pid in it.
 */
export function newInstanceName(): string {
  return `algosheets-sandbox-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Whether a process with this pid exists (one of another user included). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the cgroups of sandbox instances whose process is gone, found among the children of
 * `parents` (the directories a new instance's groups are made in: one per v1 controller, or the
 * v2 own group). A sandbox removes its groups when it stops, but one that was killed outright (the
 * OOM killer, a SIGKILL, a crash) leaves them behind, with its slots' launchers in them; `npm
 * start` then starts a new sandbox, with a new pid and so new groups, and each crash would add
 * some. Every process left in a stale group is killed (a dead sandbox's launcher and whatever it
 * ran), then the groups are removed, children first. Best effort: a group whose processes do not
 * die within 2 s, or that cannot be removed, is left as it was. A live instance, or a stale one
 * whose pid now belongs to another process, is never touched.
 * @param parents directories to look in (missing ones are skipped)
 * @param isAlive whether a pid is in use (the real check unless a test passes its own)
 * @returns the stale instances' groups removed
 */
export async function reclaimStaleInstances(parents: readonly string[], isAlive: (pid: number) => boolean = alive): Promise<string[]> {
  const removed: string[] = [];
  for (const group of parents.flatMap((parent) => staleInstances(parent, isAlive))) if (await removeGroupTree(group)) removed.push(group);
  return removed;
}

/**
 * The entries of `parent` named after a sandbox instance whose process is gone (full paths): its
 * cgroups, or its directory of launcher pipes in the sandbox's work directory.
 * @param isAlive whether a pid is in use (the real check unless a test passes its own)
 */
export function staleInstances(parent: string, isAlive: (pid: number) => boolean = alive): string[] {
  return listing(parent)
    .filter((entry) => {
      const match = INSTANCE_NAME.exec(entry);
      return match !== null && !isAlive(Number(match[1]));
    })
    .map((entry) => join(parent, entry));
}

/** The entries of a directory; none when it is missing or unreadable (a read-only cgroupfs still lists). */
function listing(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Kills every process of `group` and of the groups under it, then removes them, children first. */
async function removeGroupTree(group: string): Promise<boolean> {
  let empty = true;
  for (const entry of listing(group)) {
    const child = join(group, entry);
    if (statSync(child).isDirectory()) empty = (await removeGroupTree(child)) && empty;
  }
  if (!empty) return false;
  const procs = join(group, 'cgroup.procs');
  const pids = (): number[] => (existsSync(procs) ? readFileSync(procs, 'utf8').split('\n').filter(Boolean).map(Number) : []);
  const deadline = Date.now() + DRAIN_MS;
  for (let left = pids(); left.length > 0; left = pids()) {
    if (Date.now() > deadline) return false;
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone between the read and the kill.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  try {
    await rmdir(group);
    return true;
  } catch {
    return false;
  }
}
