import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProblemSignature } from '@algosheets/contracts';
import { complexityDeclarationErrors } from '@algosheets/judge';
import { COMPLEXITY_CHECK_BUDGET, complexityDeclarationErrorsOffThread } from './complexity-check';

jest.setTimeout(120_000);

const PROBLEMS = join(__dirname, '../../../../content/problems');
const library = readdirSync(PROBLEMS).map((slug) => ({ slug, ...(JSON.parse(readFileSync(join(PROBLEMS, slug, 'problem.json'), 'utf8')) as { signature: ProblemSignature; complexity?: Record<string, unknown> }) }));

const SIGNATURE: ProblemSignature = { kind: 'function', name: 'maxProfit', params: [{ name: 'prices', type: 'int[]', constraints: { minLength: 1, maxLength: 8, items: { min: 0, max: 20 } } }], returns: 'int' };
const declaration = (maxN: number) => ({ reference: 'O(n)', n: 'prices.length', maxN, minN: 100, params: { prices: { minLength: 'n', maxLength: 'n', items: { min: 0, max: 1_000_000_000 } } } });
const OVER_BUDGET = /^complexity: inputs of the largest measured size cannot be drawn within \d+(\.\d+)? s and \d+ MB; lower measureMaxN \(or maxN\)$/;

describe('complexityDeclarationErrorsOffThread', () => {
  it("accepts the library's largest declaration of each kind (tree, graph, other) within the budget", async () => {
    const kindOf = (signature: ProblemSignature) => (JSON.stringify(signature).includes('"edges"') ? 'graph' : JSON.stringify(signature).includes('TreeNode') ? 'tree' : 'other');
    const largest = new Map<string, (typeof library)[number]>();
    for (const problem of library.filter((candidate) => candidate.complexity)) {
      const size = (candidate: (typeof library)[number]) => Number(candidate.complexity?.measureMaxN ?? candidate.complexity?.maxN);
      const kind = kindOf(problem.signature);
      const held = largest.get(kind);
      if (!held || size(problem) > size(held)) largest.set(kind, problem);
    }
    expect([...largest.keys()].sort()).toEqual(['graph', 'other', 'tree']);
    const faults = [];
    for (const problem of largest.values()) faults.push(...(await complexityDeclarationErrorsOffThread(problem.signature, problem.complexity)).map((fault) => `${problem.slug}: ${fault}`));
    expect(faults).toEqual([]);
  });

  it("answers the judge's own messages for a malformed declaration", async () => {
    const bad = { reference: 'O(n!)', n: '', maxN: 0, params: [] };
    const errors = await complexityDeclarationErrorsOffThread(SIGNATURE, bad);
    expect(errors).toEqual(complexityDeclarationErrors(SIGNATURE, bad));
    expect(errors.length).toBe(4);
  });

  it('refuses 10^7 ten-digit values (about 2 GB drawn) at the heap budget while the event loop keeps running', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      expect(await complexityDeclarationErrorsOffThread(SIGNATURE, declaration(10_000_000))).toEqual([expect.stringMatching(OVER_BUDGET)]);
    } finally {
      clearInterval(ticker);
    }
    // Drawn on this thread, the same declaration holds the loop for 15 s with no tick at all.
    expect(ticks).toBeGreaterThan(5);
  });

  it('refuses a declaration whose largest input is not drawn within the time budget', async () => {
    const errors = await complexityDeclarationErrorsOffThread(SIGNATURE, declaration(2_000_000), { timeMs: 50, heapMb: COMPLEXITY_CHECK_BUDGET.heapMb });
    expect(errors).toEqual([expect.stringMatching(OVER_BUDGET)]);
    expect(errors[0]).toContain('within 0.05 s');
  });

  it('accepts valid declarations asked for at once (checked one after another)', async () => {
    const answers = await Promise.all([declaration(100_000), declaration(1_000)].map((d) => complexityDeclarationErrorsOffThread(SIGNATURE, d)));
    expect(answers).toEqual([[], []]);
  });
});
