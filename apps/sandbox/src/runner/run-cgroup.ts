/** Usage of one run's cgroup: CPU time of all its processes and their peak memory. */
export interface CgroupUsage {
  cpuTimeMs: number;
  /** Peak memory charged to the group (RSS, tmpfs files, kernel memory), in KB. */
  peakMemoryKb: number;
  /** True when the kernel OOM-killed a process of the group because of its memory limit. */
  oomKilled: boolean;
}

/** What the runner's 20 ms poller reads from a run's group while the program runs. */
export interface CgroupSample {
  /** CPU time of every process of the group since {@link RunCgroup.start}, in ms. */
  cpuTimeMs: number;
  /** True once the kernel has OOM-killed a process of the group since {@link RunCgroup.start}. */
  oomKilled: boolean;
}

/**
 * The group a slot's runs execute in, one run at a time, whatever the cgroup version: a slot's
 * launcher is attached once, every run it forks inherits the group, and per run `start` (once
 * bubblewrap has set the sandbox up, its pid-1 still blocked) sets the limits and the counters'
 * zero, `sample` is polled while the program runs and `usage` read after it ended. `destroy`
 * when the slot's launcher is gone. The cgroupfs reads are synchronous: they take microseconds.
 */
export interface RunCgroup {
  /** Moves a process, and so everything it forks afterwards, into the group. */
  attach(pid: number): Promise<void>;
  /**
   * Called with the sandbox set up and the program not yet started: from here CPU time and the
   * memory peak measure the program, the memory limit is `memoryKb` (KB) above what the group
   * holds now, and `maxProcesses` counts every task of the group (launcher and bubblewrap included).
   */
  start(memoryKb: number, maxProcesses: number): void;
  /** CPU time and OOM state since {@link start}. */
  sample(): CgroupSample;
  /** Final usage since {@link start}, read once the program ended; memory net of what the group held at start. */
  usage(): CgroupUsage;
  /** Pids in the group (the launcher, and stragglers to kill). */
  pids(): number[];
  /** Removes the group; fails with EBUSY while a process is still in it. */
  destroy(): Promise<void>;
}

/** A parent group under the service's own cgroup in which each slot gets a {@link RunCgroup}. */
export interface RunCgroupRoot {
  /** How memory is enforced, as `/config_info.memory_enforcement` and the start-up log name it. */
  readonly accounting: 'cgroup-v1' | 'cgroup-v2';
  /** Creates an (unlimited) child group; limits are set per run by {@link RunCgroup.start}. */
  createGroup(id: string): Promise<RunCgroup>;
  /** Removes the parent group at shutdown; groups still holding a run are left to the kernel's reaping. */
  destroy(): Promise<void>;
}
