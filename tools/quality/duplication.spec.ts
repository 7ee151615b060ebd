import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findClones } from './duplication';

/** A 12-line function of about 90 tokens: a clone at 50 tokens and 6 lines. */
const shared = (name: string) => `export function ${name}(values: number[]): { sum: number; max: number } {
  let sum = 0;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value > max) {
      max = value;
    }
    sum += value * 2 + 1;
  }
  const result = { sum: sum - values.length, max: Math.max(max, 0) };
  return result;
}
`;

describe('duplication (the real jscpd with the repository .jscpd.json)', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'duplication-'));
    copyFileSync(join(__dirname, '..', '..', '.jscpd.json'), join(root, '.jscpd.json'));
    write('apps/gateway/src/totals.ts', `export const unit = 'ms';\n\n${shared('totals')}`);
    write('libs/judge/src/scores.ts', `${shared('totals')}\nexport const other = 1;\n`);
    write('apps/gateway/src/totals.spec.ts', shared('totals'));
    write('apps/web/src/totals.e2e-spec.ts', shared('totals'));
    write('libs/database/src/migrations/1-initial.ts', shared('totals'));
    write('tools/outside.ts', shared('totals'));
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds the clone pair in apps/ and libs/ and ignores specs, e2e specs, migrations and other folders', () => {
    const result = findClones(root, 50);
    expect(result).toMatchObject({ minTokens: 50, sources: 2, clones: 1, duplicatedLines: 12 });
    expect(result.pairs).toEqual([
      {
        first: { file: 'apps/gateway/src/totals.ts', start: 3, end: 14 },
        second: { file: 'libs/judge/src/scores.ts', start: 1, end: 12 },
        lines: 12,
        tokens: expect.any(Number),
      },
    ]);
    expect(result.percentage).toBeGreaterThan(0);
  });

  it('finds nothing when the clone is shorter than the token minimum', () => {
    expect(findClones(root, 500)).toMatchObject({ clones: 0, duplicatedLines: 0, percentage: 0, pairs: [] });
  });
});
