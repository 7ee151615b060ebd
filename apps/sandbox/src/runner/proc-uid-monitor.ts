import { readdirSync, readFileSync, readlinkSync, statfsSync, statSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** One sample of every live process of a uid. */
export interface UidSample {
  /** Sum of VmRSS, in KB. */
  rssKb: number;
  /** Sum of user+system CPU time, including reaped children, in ms. */
  cpuTimeMs: number;
  pids: number[];
}

/**
 * Samples the processes of `uid` from /proc: the memory and CPU accounting used when no cgroup is
 * writable (`SANDBOX_CGROUP=none`). Because each slot has its own uid, the processes of one uid
 * are exactly one run's. Sampling misses peaks shorter than its period.
 *
 * Synchronous on purpose: a scan reads the owner of every /proc entry (one `stat` each, from
 * memory) and opens files only for the uid's few processes, about a millisecond in all. The earlier
 * thread-pool version opened two files per host process; on a busy host a scan outlasted a
 * short run, which then reported 0 KB and 0 ms.
 * @param rssExcluded pids whose memory is not the program's (bubblewrap's monitor and pid 1)
 */
export function sampleUid(uid: number, rssExcluded: ReadonlySet<number> = new Set()): UidSample {
  const sample: UidSample = { rssKb: 0, cpuTimeMs: 0, pids: [] };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The owner of /proc/<pid> is the process's effective uid: slot processes never change it.
      if (statSync(`/proc/${entry}`).uid !== uid) continue;
      const pid = Number(entry);
      sample.pids.push(pid);
      if (!rssExcluded.has(pid)) {
        const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
        if (rss) sample.rssKb += Number(rss[1]);
      }
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name; utime is field 14 overall.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      sample.cpuTimeMs += (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
    } catch {
      // The process exited between readdir and read.
    }
  }
  return sample;
}

/** `f_type` of a tmpfs (linux/magic.h). */
const TMPFS_MAGIC = 0x01021994;

/** The device of a path on the host, or -1 where the host has no such path. */
function hostDevice(path: string): number {
  try {
    return statSync(path).dev;
  } catch {
    return -1;
  }
}

/**
 * Memory a run holds outside its processes' RSS, in KB, for `SANDBOX_CGROUP=none` (a memory cgroup
 * charges these pages itself): the used part of the run's tmpfs mounts (`mounts`, paths inside the
 * sandbox, read through `/proc/<rootPid>/root`), and the size of every memfd the processes `pids`
 * hold open. Files gone or processes exited meanwhile count as nothing.
 */
export function hiddenMemoryKb(rootPid: number, mounts: readonly string[], pids: readonly number[]): number {
  let bytes = 0;
  for (const mount of mounts) {
    try {
      const path = `/proc/${rootPid}/root${mount}`;
      // Only the run's own tmpfs: before bubblewrap has built the sandbox's root, the path leads
      // to the host's filesystems (the same device as the host's path), whose use is not the run's.
      if (statSync(path).dev === hostDevice(mount)) continue;
      const stats = statfsSync(path);
      if (stats.type === TMPFS_MAGIC) bytes += (stats.blocks - stats.bfree) * stats.bsize;
    } catch {
      // The sandbox's pid-1 is gone: its mounts went with it.
    }
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('/memfd:')) bytes += statSync(`/proc/${pid}/fd/${fd}`).size;
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return Math.ceil(bytes / 1024);
}
