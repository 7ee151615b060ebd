import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

/** Every source file of the library that is not a test: the web app bundles these. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('libs/judge sources', () => {
  it('import no Node.js module, so the web app can use them', () => {
    const nodeModules = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const offending = sourceFiles(__dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].filter((match) => nodeModules.has(match[1])).map((match) => `${relative(__dirname, file)}: ${match[1]}`),
    );
    expect(sourceFiles(__dirname).length).toBeGreaterThan(10);
    expect(offending).toEqual([]);
  });
});
