import { readdir, readFile } from 'node:fs/promises';

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
 * Samples the processes whose real uid is `uid` from /proc: the memory and CPU accounting used
 * when no cgroup is writable (`SANDBOX_CGROUP=none`). Because each slot has its own uid, the
 * processes of one uid are exactly one run's. Sampling misses peaks shorter than its period.
 */
export async function sampleUid(uid: number): Promise<UidSample> {
  const sample: UidSample = { rssKb: 0, cpuTimeMs: 0, pids: [] };
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const uidLine = /^Uid:\s+(\d+)/m.exec(status);
      if (!uidLine || Number(uidLine[1]) !== uid) continue;
      sample.pids.push(Number(entry));
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(status);
      if (rss) sample.rssKb += Number(rss[1]);
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
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
