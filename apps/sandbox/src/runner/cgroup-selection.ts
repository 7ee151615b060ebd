import { accessSync, constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CgroupMode } from '../config/sandbox-config';
import { CgroupV1Root } from './cgroup-v1';
import { CgroupV2Root, type CgroupV2Layout } from './cgroup-v2';
import type { RunCgroupRoot } from './run-cgroup';

/** The host files the cgroup selection reads; injectable so that a test can lay out a fake host. */
export interface CgroupHostPaths {
  /** The mount table, in the format of /proc/mounts. */
  mounts: string;
  /** This process's cgroups, in the format of /proc/self/cgroup. */
  selfCgroup: string;
  /** Where the cgroup v1 hierarchies are mounted, a directory per controller. */
  v1Mount: string;
}

/** The real host's files. */
export const HOST_CGROUP_PATHS: CgroupHostPaths = { mounts: '/proc/mounts', selfCgroup: '/proc/self/cgroup', v1Mount: '/sys/fs/cgroup' };

/** Runs the cgroup v2 start-up self-test on a freshly made root; rejects when it fails. */
export type CgroupV2SelfTest = (root: CgroupV2Root) => Promise<void>;

/**
 * Opens the parent group of this sandbox instance's slot groups, as `mode` (SANDBOX_CGROUP) says:
 * - `v1`: the writable cgroup v1 memory, pids and cpuacct hierarchies;
 * - `v2`: the unified hierarchy (a `cgroup2` mount, the own group from the `0::/path` line of
 *   /proc/self/cgroup) with the memory and pids controllers, delegated and self-tested
 *   ({@link CgroupV2Root.create}, {@link CgroupV2Root.selfTest});
 * - `auto`: v1 when it can be opened (as before cgroup v2 existed here), else v2 when it can be
 *   opened and passes the self-test, else null;
 * - `none`: null.
 * null means memory and CPU are sampled from /proc (`proc-sampling`). A v2 attempt whose
 * self-test failed removes its parent group but leaves the service in its leaf group (see
 * {@link CgroupV2Root.create}), where it runs as before.
 * @param instance the parent group's name (unique per sandbox instance)
 * @throws Error when `mode` is `v1` or `v2` and that version cannot be used, saying why
 */
export async function openRunCgroups(
  mode: CgroupMode,
  instance: string,
  options: { paths?: CgroupHostPaths; selfTest?: CgroupV2SelfTest } = {},
): Promise<RunCgroupRoot | null> {
  const paths = options.paths ?? HOST_CGROUP_PATHS;
  if (mode === 'none') return null;
  if (mode !== 'v2') {
    const v1 = await CgroupV1Root.create(instance, paths.v1Mount, paths.selfCgroup);
    if (v1) return v1;
    if (mode === 'v1') throw new Error('SANDBOX_CGROUP=v1 but no writable cgroup v1 memory/pids/cpuacct hierarchy was found');
  }
  const v2 = await openCgroupV2(instance, paths, options.selfTest ?? ((root) => root.selfTest()));
  if (typeof v2 !== 'string') return v2;
  if (mode === 'v2') throw new Error(`SANDBOX_CGROUP=v2 but no usable cgroup v2 memory controller: ${v2}`);
  return null;
}

/** The v2 root, or why there is none (the problem as a sentence). */
async function openCgroupV2(instance: string, paths: CgroupHostPaths, selfTest: CgroupV2SelfTest): Promise<CgroupV2Root | string> {
  const layout = findCgroupV2(paths);
  if (typeof layout === 'string') return layout;
  let root: CgroupV2Root;
  try {
    root = await CgroupV2Root.create(instance, layout);
  } catch (error) {
    return `cannot prepare ${join(layout.mount, layout.ownPath)}: ${(error as Error).message}`;
  }
  try {
    await selfTest(root);
    return root;
  } catch (error) {
    await root.destroy();
    return `the self-test failed: ${(error as Error).message}`;
  }
}

/**
 * Where the unified hierarchy and this process's group in it are, from the mount table and
 * /proc/self/cgroup: the `cgroup2` mount at /sys/fs/cgroup when there is one (a v2-only host),
 * else the first `cgroup2` mount (a hybrid host's `/sys/fs/cgroup/unified`); the own group from
 * the `0::/path` line. The group must be writable (a container's cgroupfs is mounted read-only
 * unless the pod is privileged or has a delegated cgroup namespace).
 * @returns the layout, or the reason it is unusable
 */
export function findCgroupV2(paths: CgroupHostPaths): CgroupV2Layout | string {
  const mounts = readFileSync(paths.mounts, 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter((fields) => fields[2] === 'cgroup2');
  const mount = mounts.find((fields) => fields[1] === '/sys/fs/cgroup') ?? mounts[0];
  if (!mount) return 'no cgroup2 filesystem is mounted';
  const [, mountPoint, , options = ''] = mount;
  if (options.split(',').includes('ro')) return `the cgroup2 filesystem at ${mountPoint} is mounted read-only`;
  const ownPath = /^0::(\/.*)$/m.exec(readFileSync(paths.selfCgroup, 'utf8'))?.[1];
  if (ownPath === undefined) return 'this process has no cgroup v2 group (no 0:: line in /proc/self/cgroup)';
  if (ownPath.split('/').includes('..')) return `this process's cgroup ${ownPath} lies outside the mounted hierarchy`;
  const own = join(mountPoint, ownPath);
  try {
    accessSync(join(own, 'cgroup.subtree_control'), constants.W_OK);
  } catch (error) {
    return `${own} is not writable (${(error as NodeJS.ErrnoException).code})`;
  }
  return { mount: mountPoint, ownPath };
}
