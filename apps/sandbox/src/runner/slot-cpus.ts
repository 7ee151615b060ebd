import { readFileSync } from 'node:fs';

/** util-linux's `taskset` (Essential in Debian): starts a slot's launcher pinned to its CPU. */
export const TASKSET = '/usr/bin/taskset';

/**
 * The CPUs in a `Cpus_allowed_list` value of `/proc/<pid>/status` (`0-3,8,10-11`), ascending.
 * @throws Error when the list is malformed or empty
 */
export function parseCpuList(list: string): number[] {
  const cpus = new Set<number>();
  for (const part of list.trim().split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`not a CPU list: "${list}"`);
    const [first, last] = [Number(match[1]), Number(match[2] ?? match[1])];
    if (last < first) throw new Error(`not a CPU list: "${list}"`);
    for (let cpu = first; cpu <= last; cpu++) cpus.add(cpu);
  }
  if (cpus.size === 0) throw new Error(`not a CPU list: "${list}"`);
  return [...cpus].sort((a, b) => a - b);
}

/**
 * The CPU each slot's runs are pinned to with `SANDBOX_CPU_PINNING=on`: the CPUs this process may
 * run on (its affinity, which a container's cpuset already narrows), handed out in turn, slot i on
 * the (i mod n)-th. With one slot per CPU (the default `SANDBOX_SLOTS`), no slot's threads share a
 * CPU with another slot's run, so a run that forks busy threads slows only itself: its CPU time
 * counts in its own group anyway, but without pinning the other slot's run would lose wall time and
 * cache to it and could reach its wall limit.
 * @param statusText `/proc/self/status`'s text (read when omitted)
 * @returns one CPU number per slot index
 * @throws Error when the affinity cannot be read
 */
export function slotCpus(slots: number, statusText = readFileSync('/proc/self/status', 'utf8')): number[] {
  const line = /^Cpus_allowed_list:\s*(.+)$/m.exec(statusText);
  if (!line) throw new Error('no Cpus_allowed_list in /proc/self/status');
  const cpus = parseCpuList(line[1]);
  return Array.from({ length: slots }, (_, index) => cpus[index % cpus.length]);
}
