import type { DesignSignature } from '@algosheets/contracts';
import { javaLanguage, READY_FRAME, RECORD_MARK, type HarnessRecord } from '@algosheets/judge';
import { runAndWait, startInProcessSandbox, type TestSandbox } from './support/sandbox-harness';

const COUNTER: DesignSignature = {
  kind: 'design',
  className: 'Counter',
  constructorParams: [{ name: 'start', type: 'int' }],
  methods: [
    { name: 'add', params: [{ name: 'n', type: 'int' }], returns: 'void' },
    { name: 'depth', params: [{ name: 'n', type: 'int' }], returns: 'long' },
    { name: 'forever', params: [], returns: 'int' },
  ],
};

// `depth` recurses n levels: 200 000 frames overflow the JVM's default main-thread stack, not the
// harness's. `forever` never stops: its stack overflows within the default 128 MB memory limit.
const COUNTER_JAVA = `class Counter {
    private long value;
    public Counter(int start) { value = start; }
    public void add(int n) { value += n; System.out.println("now " + value); }
    public long depth(int n) { return n == 0 ? value : 1 + depth(n - 1); }
    public int forever() { return forever() + 1; }
}`;

describe('Java harness program in the sandbox (real bubblewrap, real JDK, default limits)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startInProcessSandbox({ SANDBOX_SLOTS: '1' });
  }, 60_000);
  afterAll(() => sandbox.close());

  it('runs every test of a design problem in one submission: deep recursion works, endless recursion is one error', async () => {
    const nonce = 'abcdef0123456789abcd';
    const tests = [
      ['["Counter","add","depth"]', '[[5],[2],[3]]'],
      ['["Counter","depth"]', '[[0],[200000]]'],
      ['["Counter","nope"]', '[[0],[]]'],
      ['["Counter","forever"]', '[[0],[]]'],
      ['["Counter","depth"]', '[[1],[1]]'],
    ];
    const stdin = [nonce, String(tests.length), ...tests.flat()].join('\n') + '\n';
    const result = await runAndWait(sandbox, { language_id: 62, source_code: javaLanguage.program(COUNTER, COUNTER_JAVA), stdin });
    expect(result.status.id).toBe(3);
    const records = String(result.stdout)
      .split(`\n${RECORD_MARK}${nonce}${RECORD_MARK}`)
      .slice(1)
      .map((part) => part.slice(0, part.indexOf('\n')))
      // The ready frame comes before the records: the harness has loaded the learner's code.
      .filter((line) => line !== READY_FRAME)
      .map((line) => JSON.parse(line) as HarnessRecord);
    expect(records.map((r) => [r.status, r.value, r.stdout])).toEqual([
      ['ok', [null, null, 10], 'now 7\n'],
      ['ok', [null, 200000], ''],
      ['error', undefined, ''],
      ['error', undefined, ''],
      ['ok', [null, 2], ''],
    ]);
    expect(records[2].error).toEqual({ type: 'java.lang.IllegalArgumentException', message: 'unknown operation "nope"' });
    expect(records[3].error).toEqual({ type: 'java.lang.StackOverflowError', message: '', line: COUNTER_JAVA.split('\n').findIndex((l) => l.includes('forever()')) + 1 });
  });
});
