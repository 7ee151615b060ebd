import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfChanged, webSourceHash } from './web-build.mjs';

/** A repository-shaped folder with the files the web build depends on. */
function fakeRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'algosheets-web-build-'));
  mkdirSync(join(root, 'apps/web/src/pages'), { recursive: true });
  mkdirSync(join(root, 'libs/contracts/src'), { recursive: true });
  writeFileSync(join(root, 'apps/web/src/pages/home.tsx'), 'export const A = 1;');
  writeFileSync(join(root, 'apps/web/index.html'), '<div id="root"></div>');
  writeFileSync(join(root, 'libs/contracts/src/index.ts'), 'export {};');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  return root;
}

describe('cached web build', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const repository = () => {
    const root = fakeRepository();
    roots.push(root);
    return root;
  };

  it('changes its source hash when a source, its path, the contracts or the lockfile change, not for other files', () => {
    const root = repository();
    const first = webSourceHash(root);
    writeFileSync(join(root, 'README.md'), 'unrelated');
    mkdirSync(join(root, 'apps/web/dist'));
    writeFileSync(join(root, 'apps/web/dist/index.html'), 'built');
    expect(webSourceHash(root)).toBe(first);
    const changes: (() => void)[] = [
      () => writeFileSync(join(root, 'apps/web/src/pages/home.tsx'), 'export const A = 2;'),
      () => renameSync(join(root, 'apps/web/src/pages/home.tsx'), join(root, 'apps/web/src/pages/start.tsx')),
      () => writeFileSync(join(root, 'libs/contracts/src/index.ts'), 'export const B = 1;'),
      () => writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}'),
    ];
    const seen = new Set([first]);
    for (const change of changes) {
      change();
      const hash = webSourceHash(root);
      expect(seen.has(hash)).toBe(false);
      seen.add(hash);
    }
  });

  it('skips the build when dist holds the build of the current sources', () => {
    const root = repository();
    mkdirSync(join(root, 'apps/web/dist'));
    writeFileSync(join(root, 'apps/web/dist/index.html'), 'built');
    writeFileSync(join(root, 'apps/web/dist/.source-hash'), webSourceHash(root));
    const lines: string[] = [];
    expect(buildWebIfChanged(root, (line) => lines.push(line))).toMatchObject({ dist: join(root, 'apps/web/dist'), built: false });
    expect(lines).toEqual([]);
  });

  it('builds again when a source changed since (here vite is absent, so the attempt fails loudly)', () => {
    const root = repository();
    mkdirSync(join(root, 'apps/web/dist'));
    writeFileSync(join(root, 'apps/web/dist/index.html'), 'built');
    writeFileSync(join(root, 'apps/web/dist/.source-hash'), webSourceHash(root));
    writeFileSync(join(root, 'apps/web/src/pages/home.tsx'), 'export const A = 3;');
    const lines: string[] = [];
    expect(() => buildWebIfChanged(root, (line) => lines.push(line))).toThrow('the web build failed');
    expect(lines).toEqual(['building the web app (vite build; only when its sources change)...']);
  });
});
