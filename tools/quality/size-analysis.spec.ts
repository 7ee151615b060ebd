import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { analyzeSource, productionSources, summarizeSizes } from './size-analysis';

/** `count` statement lines: a function of a header, `let total`, these, `return` and `}` spans count + 4 lines. */
const statements = (count: number, indent = '  ') => Array.from({ length: count }, (_, index) => `${indent}total += ${index};`).join('\n');

/** `count` JSX lines inside a fragment. */
const jsxLines = (count: number) => Array.from({ length: count }, (_, index) => `      <p>line {${index}}</p>`).join('\n');

const fixtureTs = `import { Injectable } from '@nestjs/common';

export function exactlySixty(): number {
  let total = 0;
${statements(56)}
  return total;
}

export function sixtyOne(): number {
  let total = 0;
${statements(57)}
  return total;
}

@Injectable()
export class Judge {
  // size: one switch over every verdict, kept whole to read as the rule's table
  @Reflect.metadata('kind', 'verdict')
  judge(): number {
    let total = 0;
${statements(80, '    ')}
    return total;
  }

  private compare = (): number => {
    let total = 0;
${statements(70, '    ')}
    return total;
  };
}

// size:
export const markerWithoutReason = (): number => {
  let total = 0;
${statements(65)}
  return total;
};

// size: the marker is two lines above, so it does not count

export const markerTooFar = async (): Promise<number> => {
  let total = 0;
${statements(61)}
  return total;
};
`;

const fixtureTsx = `import { memo } from 'react';

export function SmallPage() {
  return (
    <>
${jsxLines(150)}
    </>
  );
}

// size: the editor's three panes share one layout state
export const LongPage = memo(function LongPage({ open }: { open: boolean }) {
  return open ? (
    <>
${jsxLines(210)}
    </>
  ) : null;
});

export function buildRows(): number {
  let total = 0;
${statements(70)}
  return total;
}

export function Toolbar() {
  const items = () => {
    let total = 0;
${statements(61, '    ')}
    return total;
  };
  return <div>{items()}</div>;
}

export function TooLongPage() {
  return <main>
${jsxLines(205)}
  </main>;
}
`;

describe('size analysis', () => {
  const ts = analyzeSource('judge.service.ts', fixtureTs);
  const tsx = analyzeSource('pages.tsx', fixtureTsx);
  const byName = (sizes: typeof ts, name: string) => {
    const found = sizes.find((size) => size.name === name);
    if (!found) throw new Error(`${name} was not measured; measured: ${sizes.map((size) => size.name).join(', ')}`);
    return found;
  };

  it('counts a function from its first line to its closing brace and holds it to 60 lines', () => {
    expect(byName(ts, 'exactlySixty')).toMatchObject({ line: 3, lines: 60, kind: 'function', limit: 60 });
    expect(byName(ts, 'sixtyOne')).toMatchObject({ lines: 61, kind: 'function' });
    const report = summarizeSizes(1, ts);
    expect(report.oversized.map((size) => size.name)).not.toContain('exactlySixty');
    expect(report.oversized.map((size) => size.name)).toContain('sixtyOne');
  });

  it('names methods and arrow-function properties by their class, and counts decorators in', () => {
    expect(byName(ts, 'Judge.judge')).toMatchObject({ lines: 85, kind: 'function' });
    expect(byName(ts, 'Judge.compare')).toMatchObject({ lines: 74, kind: 'function' });
  });

  it('exempts only a function with a `// size: <reason>` marker directly above it', () => {
    expect(byName(ts, 'Judge.judge').exemption).toBe("one switch over every verdict, kept whole to read as the rule's table");
    expect(byName(ts, 'markerWithoutReason').exemption).toBeUndefined();
    expect(byName(ts, 'markerTooFar').exemption).toBeUndefined();
    expect(byName(ts, 'Judge.compare').exemption).toBeUndefined();
  });

  it('holds a .tsx function returning JSX to the 200-line component limit and every other function to 60', () => {
    expect(byName(tsx, 'SmallPage')).toMatchObject({ kind: 'component', limit: 200, lines: 156 });
    expect(byName(tsx, 'TooLongPage')).toMatchObject({ kind: 'component', lines: 209 });
    expect(byName(tsx, 'buildRows')).toMatchObject({ kind: 'function', limit: 60, lines: 74 });
    expect(byName(tsx, 'items')).toMatchObject({ kind: 'function', lines: 65 });
    expect(byName(tsx, 'Toolbar')).toMatchObject({ kind: 'component' });
  });

  it('finds the marker above the declaration of a wrapped component', () => {
    expect(byName(tsx, 'LongPage')).toMatchObject({ kind: 'component', lines: 216, exemption: "the editor's three panes share one layout state" });
  });

  it('reports the oversized ones longest first, and the exempted ones apart', () => {
    const report = summarizeSizes(2, [...ts, ...tsx]);
    expect(report).toMatchObject({ files: 2, functions: ts.length + tsx.length });
    expect(report.oversized.map((size) => `${size.name} ${size.lines}`)).toEqual([
      'TooLongPage 209',
      'Judge.compare 74',
      'buildRows 74',
      'markerWithoutReason 69',
      'markerTooFar 65',
      'items 65',
      'sixtyOne 61',
    ]);
    expect(report.exempted.map((size) => size.name)).toEqual(['LongPage', 'Judge.judge']);
  });
});

describe('production sources', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'size-sources-'));
    for (const file of [
      'apps/gateway/src/app.module.ts',
      'apps/gateway/src/app.service.spec.ts',
      'apps/gateway/test/health.e2e-spec.ts',
      'apps/web/src/main.tsx',
      'apps/web/src/page.spec.tsx',
      'apps/web/src/vite-env.d.ts',
      'apps/web-e2e/src/landing.e2e-spec.ts',
      'apps/web-e2e/src/support/browser.ts',
      'libs/judge/src/index.ts',
      'libs/testing/src/index.ts',
      'libs/judge/README.md',
    ]) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), 'export {};\n');
    }
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are the .ts and .tsx files under apps/*/src and libs/*/src, without specs and test projects', () => {
    expect(productionSources(root)).toEqual(['apps/gateway/src/app.module.ts', 'apps/web/src/main.tsx', 'libs/judge/src/index.ts']);
  });
});
