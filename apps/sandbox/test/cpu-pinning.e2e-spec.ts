import { availableParallelism } from 'node:os';
import { startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

jest.setTimeout(60_000);

/**
 * Prints the CPUs the run may use, then tries to widen that to every CPU of the host and prints
 * the errno it got (0 when it could); it sleeps a little so that two runs hold both slots at once.
 */
const AFFINITY = [
  'import os, time',
  'print(sorted(os.sched_getaffinity(0)))',
  'try:',
  `    os.sched_setaffinity(0, set(range(${availableParallelism()})))`,
  '    print(0)',
  'except OSError as error:',
  '    print(error.errno)',
  'time.sleep(0.4)',
].join('\n');

/** The two lines AFFINITY printed in a run for fair-share key `key` (each key gets a slot of its own). */
async function affinityOf(sandbox: TestSandbox, key: string): Promise<[number[], number]> {
  const answer = await sandbox.request('/submissions?wait=true&fields=status,stdout', {
    payload: { language_id: 71, source_code: AFFINITY, cpu_time_limit: 2, wall_time_limit: 5 },
    headers: { 'x-fair-share-key': key },
  });
  const { status, stdout } = answer.json();
  expect(status.id).toBe(3);
  const [cpus, errno] = (stdout as string).trim().split('\n');
  return [JSON.parse(cpus) as number[], Number(errno)];
}

describe('SANDBOX_CPU_PINNING (real bubblewrap)', () => {
  let pinned: TestSandbox;
  let unpinned: TestSandbox;
  beforeAll(async () => {
    [pinned, unpinned] = await Promise.all([startInProcessSandbox({ SANDBOX_SLOTS: '2', SANDBOX_CPU_PINNING: 'true' }), startInProcessSandbox({ SANDBOX_SLOTS: '2' })]);
  }, 60_000);
  afterAll(() => Promise.all([pinned?.close(), unpinned?.close()]));

  it("pins each slot's runs to a CPU of their own, which a program cannot widen (sched_setaffinity is refused with EPERM)", async () => {
    const runs = await Promise.all([affinityOf(pinned, 'learner-a'), affinityOf(pinned, 'learner-b')]);
    for (const [cpus, errno] of runs) {
      expect(cpus).toHaveLength(1);
      expect(errno).toBe(1);
    }
    // Both slots ran at once (each key holds one): on a host with two CPUs or more, on two CPUs.
    if (availableParallelism() >= 2) expect(new Set(runs.map(([cpus]) => cpus[0])).size).toBe(2);
  });

  it('leaves a run every CPU of the host without it (the default), and still refuses to change it', async () => {
    const [cpus, errno] = await affinityOf(unpinned, 'learner-a');
    expect(cpus).toHaveLength(availableParallelism());
    expect(errno).toBe(1);
  });
});
