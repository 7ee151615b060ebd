import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DockerfileParser, type Copy, type Dockerfile, type Instruction } from 'dockerfile-ast';
import { requirements } from '@algosheets/tools/preflight/preflight-rules.mjs';
import { ROOT } from './support/repo';

/**
 * deploy/docker: every Dockerfile parses (npm `dockerfile-ast`), uses only instructions Docker
 * knows, pins its base images, copies only files that exist and are not excluded from the build
 * context, and ends in a non-root stage with a health check. The SWC build the backend images run
 * is executed here for real and its output loaded by Node.
 */

const APPS = ['gateway', 'execution', 'sandbox', 'web'] as const;
const BACKENDS = ['gateway', 'execution', 'sandbox'] as const;
const KEYWORDS = new Set(['ADD', 'ARG', 'CMD', 'COPY', 'ENTRYPOINT', 'ENV', 'EXPOSE', 'FROM', 'HEALTHCHECK', 'LABEL', 'ONBUILD', 'RUN', 'SHELL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR']);

const dockerfilePath = (app: string) => join(ROOT, 'deploy', 'docker', `${app}.Dockerfile`);
const parsed = Object.fromEntries(APPS.map((app) => [app, DockerfileParser.parse(readFileSync(dockerfilePath(app), 'utf8'))])) as Record<(typeof APPS)[number], Dockerfile>;

const args = (instruction: Instruction): string[] => instruction.getArguments().map((a) => a.getValue());
/** A COPY's `--from` stage (dockerfile-ast keeps flags out of the arguments). */
const copyFrom = (instruction: Instruction): string | undefined => (instruction as Copy).getFromFlag()?.getValue() ?? undefined;

/** The instructions of each stage, in order, keyed by stage name (the last stage is `final`). */
function stages(file: Dockerfile): { name: string; image: string; instructions: Instruction[] }[] {
  const initialArgs = Object.fromEntries(file.getInitialARGs().map((arg) => [arg.getProperty()?.getName() ?? '', arg.getProperty()?.getValue() ?? '']));
  const result: { name: string; image: string; instructions: Instruction[] }[] = [];
  for (const instruction of file.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const [image, as, name] = args(instruction);
      const resolved = image.replace(/\$\{(\w+)\}/g, (_, variable: string) => initialArgs[variable] ?? `<unset ${variable}>`);
      result.push({ name: as?.toUpperCase() === 'AS' ? name : `stage${result.length}`, image: resolved, instructions: [] });
    } else if (result.length > 0) {
      result[result.length - 1].instructions.push(instruction);
    }
  }
  return result;
}

/** A .dockerignore pattern as a regular expression over context-relative paths. */
function ignoreRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '<ANY-DIRS>')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/<ANY-DIRS>/g, '(.*/)?');
  return new RegExp(`^${body}(/.*)?$`);
}

function excludedByDockerignore(app: string, path: string): boolean {
  const lines = readFileSync(`${dockerfilePath(app)}.dockerignore`, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  let excluded = false;
  for (const line of lines) {
    const negated = line.startsWith('!');
    if (ignoreRegExp(negated ? line.slice(1) : line).test(path.replace(/\/$/, ''))) excluded = !negated;
  }
  return excluded;
}

/** Workspace folders of the root package.json (`apps/*`, `libs/*`, `tools`) that hold a package.json. */
function workspaceManifests(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const found: string[] = [];
  for (const pattern of workspaces) {
    const dirs = pattern.endsWith('/*') ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`) : [pattern];
    for (const dir of dirs) if (existsSync(join(ROOT, dir, 'package.json'))) found.push(`${dir}/package.json`);
  }
  return found.sort();
}

describe.each(APPS)('%s.Dockerfile', (app) => {
  const file = parsed[app];
  const all = stages(file);
  const final = all[all.length - 1];

  it('parses, with only instructions Docker knows', () => {
    const keywords = file.getInstructions().map((i) => i.getKeyword());
    expect(keywords.length).toBeGreaterThan(10);
    expect(keywords.filter((k) => !KEYWORDS.has(k))).toEqual([]);
  });

  it('is multi-stage from pinned base images (an explicit version, never latest)', () => {
    expect(all.length).toBeGreaterThanOrEqual(3);
    const stageNames = new Set(all.map((s) => s.name));
    for (const stage of all) {
      if (stageNames.has(stage.image)) continue; // FROM an earlier stage
      expect(stage.image).toMatch(/^[a-z0-9./-]+:\d+(\.\d+)+(-[a-z0-9.-]+)?$/);
    }
    // Node 24 on Debian bookworm for every Node stage (one Node runtime across all images).
    expect(all[0].image).toBe('node:24.11.1-bookworm-slim');
  });

  it('installs dependencies with npm ci from the lockfile, with every workspace manifest present', () => {
    const runs = file.getInstructions().filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent() ?? '');
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(runs.filter((run) => /\bnpm (install|i)\b/.test(run))).toEqual([]);
    const copied = all[0].instructions.filter((i) => i.getKeyword() === 'COPY').flatMap((i) => args(i).slice(0, -1));
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', ...workspaceManifests()]));
  });

  it('copies only files that exist in the repository and are inside the build context', () => {
    const names = all.map((s) => s.name);
    for (const copy of file.getInstructions().filter((i) => i.getKeyword() === 'COPY')) {
      const from = copyFrom(copy);
      const sources = args(copy).slice(0, -1);
      if (from) {
        expect(names).toContain(from);
        continue;
      }
      for (const source of sources) {
        expect([source, existsSync(join(ROOT, source))]).toEqual([source, true]);
        expect([source, excludedByDockerignore(app, source)]).toEqual([source, false]);
      }
    }
  });

  it('keeps dependencies, local builds and secrets out of the build context', () => {
    for (const path of ['node_modules', 'apps/web/node_modules/x', 'apps/web/dist', '.env', '.git/config', '.data/postgres', 'libs/database/test/x.ts', 'apps/gateway/src/a.spec.ts']) {
      expect([path, excludedByDockerignore(app, path)]).toEqual([path, true]);
    }
    for (const path of ['.env.example', 'apps/gateway/src/main.ts', 'libs/database/src/index.ts', 'package-lock.json']) {
      expect([path, excludedByDockerignore(app, path)]).toEqual([path, false]);
    }
  });

  it('ends in a runtime stage with a health check on the port it exposes, as the documented user', () => {
    const keywords = final.instructions.map((i) => i.getKeyword());
    expect(keywords).toEqual(expect.arrayContaining(['USER', 'EXPOSE', 'HEALTHCHECK']));
    const [user] = args(final.instructions.filter((i) => i.getKeyword() === 'USER').pop() as Instruction);
    const [port] = args(final.instructions.find((i) => i.getKeyword() === 'EXPOSE') as Instruction);
    const healthcheck = final.instructions.find((i) => i.getKeyword() === 'HEALTHCHECK')?.getArgumentsContent() ?? '';
    expect(healthcheck).toContain(`http://127.0.0.1:${port}/`);
    if (app === 'sandbox') {
      // Root of its own user namespace only: the Dockerfile says so and k8s/base sets hostUsers: false.
      expect(user).toBe('0:0');
      expect(readFileSync(dockerfilePath(app), 'utf8')).toContain('hostUsers: false');
      expect(readFileSync(join(ROOT, 'k8s', 'base', 'sandbox.yaml'), 'utf8')).toMatch(/^\s+hostUsers: false$/m);
    } else {
      expect(user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    }
  });
});

describe.each(BACKENDS)('%s image runs the compiled app', (app) => {
  it('starts the same entry point as the Nx serve target, compiled to JavaScript', () => {
    const project = JSON.parse(readFileSync(join(ROOT, 'apps', app, 'project.json'), 'utf8')) as { targets: { serve: { command: string } } };
    const entry = project.targets.serve.command.split(' ').pop() as string;
    expect(entry).toBe(`apps/${app}/src/main.ts`);
    const cmd = parsed[app].getInstructions().filter((i) => i.getKeyword() === 'CMD').pop()?.getArgumentsContent();
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', '--enable-source-maps', entry.replace(/\.ts$/, '.js')]);
  });
});

describe('sandbox image', () => {
  /** The packages of every `apt-get install` in the runtime stage (the words after `install` that are not options). */
  const installed = (): string[] =>
    stages(parsed.sandbox)
      .at(-1)!
      .instructions.filter((i) => i.getKeyword() === 'RUN')
      .flatMap((run) => [...run.getArgumentsContent()!.replace(/\\\n/g, ' ').matchAll(/apt-get install((?:\s+[^\s&|;]+)+)/g)])
      .flatMap((match) => match[1].trim().split(/\s+/).filter((word) => !word.startsWith('-')));

  it("installs every Debian package of the preflight's sandbox list (the ones an external Judge0 replaces), g++ among them", () => {
    const sandboxPackages = requirements('x64').filter((r) => r.unless === 'JUDGE0_URL').map((r) => r.name);
    expect(sandboxPackages).toEqual(expect.arrayContaining(['bubblewrap', 'g++']));
    expect(installed()).toEqual(expect.arrayContaining(sandboxPackages));
  });
});

describe('web image', () => {
  const nginx = readFileSync(join(ROOT, 'deploy', 'docker', 'nginx.conf'), 'utf8');

  it('installs nginx.conf as the template the nginx image renders, with the gateway upstream set', () => {
    const copies = parsed.web.getInstructions().filter((i) => i.getKeyword() === 'COPY').map((i) => [copyFrom(i) ?? '', ...args(i)]);
    expect(copies).toContainEqual(['', 'deploy/docker/nginx.conf', '/etc/nginx/templates/default.conf.template']);
    expect(copies).toContainEqual(['build', '/app/apps/web/dist', '/usr/share/nginx/html']);
    const env = parsed.web.getInstructions().filter((i) => i.getKeyword() === 'ENV').map((i) => i.getArgumentsContent());
    expect(env).toContain('GATEWAY_UPSTREAM=http://gateway:3000');
  });

  it('serves the SPA with a fallback to index.html, proxies /api to the gateway and answers /healthz', () => {
    expect(nginx).toMatch(/listen 8080;/);
    expect(nginx).toMatch(/location \/ \{[^}]*try_files \$uri \$uri\/ \/index\.html;/);
    expect(nginx).toMatch(/location \/api\/ \{[^}]*proxy_pass \$\{GATEWAY_UPSTREAM\};/);
    expect(nginx).toMatch(/location = \/healthz \{[^}]*return 200/);
    // Only ${GATEWAY_UPSTREAM} is meant for envsubst; nginx's own variables are $name without braces.
    expect([...new Set(nginx.match(/\$\{\w+\}/g))]).toEqual(['${GATEWAY_UPSTREAM}']);
    const expose = args(parsed.web.getInstructions().filter((i) => i.getKeyword() === 'EXPOSE')[0]);
    expect(expose).toEqual(['8080']);
  });
});

describe('build-server.mjs (the backend images\' compile step)', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'algosheets-build-'));
  });

  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it.each([
    ['gateway', 'app.module.js', 'AppModule'],
    ['execution', 'worker.module.js', 'WorkerModule'],
    ['sandbox', 'app.js', 'createSandboxApp'],
  ])('compiles %s and the libraries to CommonJS that Node loads without TypeScript', (app, module, exported) => {
    const target = join(out, app);
    const build = spawnSync(process.execPath, [join(ROOT, 'deploy', 'docker', 'build-server.mjs'), app, target], { cwd: ROOT, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(existsSync(join(target, 'apps', app, 'src', 'main.js'))).toBe(true);
    expect(existsSync(join(target, 'migrate.js'))).toBe(true);
    expect(existsSync(join(target, 'node_modules', '@algosheets', 'testing'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(target, 'node_modules', '@algosheets', 'database', 'package.json'), 'utf8')) as { main: string };
    expect(manifest.main).toBe('./src/index.js');
    // Third-party packages come from the repository's node_modules (NODE_PATH), ours from the output:
    // loading the module graph proves no import still points at a .ts file.
    const load = spawnSync(
      process.execPath,
      ['-e', `const m = require('./apps/${app}/src/${module}'); const lib = require.resolve('@algosheets/database'); process.stdout.write(typeof m.${exported} + ' ' + lib);`],
      { cwd: target, encoding: 'utf8', env: { NODE_PATH: join(ROOT, 'node_modules') } },
    );
    expect(load.stderr).toBe('');
    expect(load.stdout).toBe(`function ${join(target, 'node_modules', '@algosheets', 'database', 'src', 'index.js')}`);
  });

  it('puts the content loader in the gateway output, reading content/ beside it (the image copies it there)', () => {
    const target = join(out, 'gateway');
    expect(readFileSync(join(target, 'content-load.js'), 'utf8')).toContain("require('./tools/content/load-content.js')");
    const load = spawnSync(process.execPath, ['-e', "process.stdout.write(require('./tools/content/content-files.js').defaultContentRoot())"], {
      cwd: target,
      encoding: 'utf8',
      env: { NODE_PATH: join(ROOT, 'node_modules') },
    });
    expect(load.stderr).toBe('');
    expect(load.stdout).toBe(join(target, 'content'));
    const copies = parsed.gateway.getInstructions().filter((i) => i.getKeyword() === 'COPY').map((i) => i.getArgumentsContent());
    expect(copies).toEqual(expect.arrayContaining(['tools/content ./tools/content', 'content ./content']));
  });
});

describe('the load-kit image (gateway.Dockerfile, target load)', () => {
  const all = stages(parsed.gateway);
  const load = all.find((stage) => stage.name === 'load');

  it('is a stage built only on request, from the full-install build stage, adding tools/load and content/, as uid 1000 like the load-kit Job', () => {
    expect(load?.image).toBe('build');
    // `docker build` without --target still builds the runtime image.
    expect(all[all.length - 1].name).toBe('runtime');
    const instructions = load?.instructions ?? [];
    expect(instructions.filter((i) => i.getKeyword() === 'COPY').map((i) => i.getArgumentsContent())).toEqual(['tools/load ./tools/load', 'content ./content']);
    expect(args(instructions.filter((i) => i.getKeyword() === 'USER').pop() as Instruction)).toEqual(['1000:1000']);
  });

  it('loads the kit and Artillery with its build check, run here in the same layout (the repository root is /app)', () => {
    const check = (load?.instructions ?? []).find((i) => i.getKeyword() === 'RUN')?.getArgumentsContent() ?? '';
    expect(check).toMatch(/^node -r @swc-node\/register -e /);
    const run = spawnSync('/bin/sh', ['-c', check], { cwd: ROOT, encoding: 'utf8' });
    expect([run.status, run.stderr]).toEqual([0, '']);
    // The same check fails where the kit is not: it proves something.
    const elsewhere = spawnSync('/bin/sh', ['-c', check.replace('./tools/load/load-test.ts', './tools/load/absent.ts')], { cwd: ROOT, encoding: 'utf8' });
    expect(elsewhere.status).not.toBe(0);
  });
});
