import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../../..');

/**
 * Bundles `import { <names> } from '@algosheets/judge'` for the browser with the web app's bundler
 * (Vite, in a child process: it is an ES module) and tells whether fast-check's code came along.
 */
function bundleHoldsFastCheck(names: string[]): boolean {
  const script = `
    import { build } from 'vite';
    import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
    import { join } from 'node:path';
    import { tmpdir } from 'node:os';
    const dir = mkdtempSync(join(tmpdir(), 'judge-bundle-'));
    writeFileSync(join(dir, 'entry.ts'), "import { ${names.join(', ')} } from '@algosheets/judge';\\nconsole.log(${names.join(', ')});\\n");
    const alias = { '@algosheets/contracts': '${repoRoot}/libs/contracts/src/index.ts', '@algosheets/judge': '${repoRoot}/libs/judge/src/index.ts' };
    const out = await build({ configFile: false, logLevel: 'silent', root: dir, resolve: { alias }, build: { write: false, minify: false, rolldownOptions: { input: join(dir, 'entry.ts') } } });
    rmSync(dir, { recursive: true, force: true });
    const code = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).map((o) => o.code ?? '').join('');
    console.log(JSON.stringify({ bytes: code.length, fastCheck: /fast-check|maxGeneratedLength/.test(code) }));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  return (JSON.parse(run.stdout.trim().split('\n').pop() as string) as { fastCheck: boolean }).fastCheck;
}

describe('the web bundle of @algosheets/judge', () => {
  it('leaves fast-check out when only isGenerable and the definition rules are used (the workspace and admin pages), and has it with inputArbitrary', () => {
    expect(bundleHoldsFastCheck(['isGenerable', 'checkGenerationConstraints', 'problemDefinitionErrors', 'signatureProblemErrors'])).toBe(false);
    expect(bundleHoldsFastCheck(['inputArbitrary'])).toBe(true);
  }, 60_000);
});
