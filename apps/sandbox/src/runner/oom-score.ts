import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `oom_score_adj` of every slot's launcher and so of every run (the highest): when memory runs out
 * in the pod (tmpfs and shm pages that /proc sampling cannot see, or several runs at once), the
 * kernel's OOM killer takes a run, never the supervisor.
 */
export const RUN_OOM_SCORE_ADJ = 1000;

/**
 * `oom_score_adj` the supervisor asks for (the lowest): never an OOM victim, and exempt from a
 * cgroup v2 `memory.oom.group` kill (the kernel skips tasks at -1000 when it kills a whole group).
 */
export const SUPERVISOR_OOM_SCORE_ADJ = -1000;

/**
 * Sets `oom_score_adj` of the slot launcher's processes (tini and its sh, before the first run) to
 * {@link RUN_OOM_SCORE_ADJ}; every run forks from the sh and inherits it. Written by the supervisor
 * (root with CAP_SYS_RESOURCE where the host grants it), the write also sets their
 * `oom_score_adj_min` to 1000, so no run can lower its own value again; in a pod's own user
 * namespace the write only raises the value (always allowed), and a run could lower it back to
 * the container's value, no lower.
 * @param procRoot the proc filesystem (tests pass another)
 * @throws Error from the write when a pid is gone or the file cannot be written
 */
export function markOomVictims(pids: readonly number[], procRoot = '/proc'): void {
  for (const pid of pids) writeFileSync(`${procRoot}/${pid}/oom_score_adj`, String(RUN_OOM_SCORE_ADJ));
}

/**
 * Sets this process's `oom_score_adj` to {@link SUPERVISOR_OOM_SCORE_ADJ}. Lowering it needs
 * CAP_SYS_RESOURCE in the host's user namespace: a sandbox in a pod's own user namespace
 * (`hostUsers: false`) keeps the value the kubelet gave its container (-997 for a Guaranteed pod,
 * which still leaves runs at 1000 the victims, but not exempt from a group kill: see
 * docs/operations.md "Memory enforcement on cgroup v2 nodes").
 * @param file the `oom_score_adj` file (tests pass another)
 * @returns the value in force afterwards
 * @throws never: a refusal (EACCES, EPERM) leaves the inherited value, which is returned
 */
export function protectSupervisor(file = '/proc/self/oom_score_adj'): number {
  try {
    writeFileSync(file, String(SUPERVISOR_OOM_SCORE_ADJ));
  } catch {
    // Not allowed to lower it here: the inherited value stays, and the metric shows it.
  }
  return Number(readFileSync(file, 'utf8').trim());
}
