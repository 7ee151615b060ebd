import { DockerfileParser } from 'dockerfile-ast';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox, type SandboxProcess } from '@algosheets/testing';
import { parse } from 'yaml';
import { kustomizeBuild, type K8sObject } from './support/kustomize';
import { OVERLAYS, ROOT } from './support/repo';

/**
 * Every probe, compose healthcheck and Dockerfile HEALTHCHECK of our images asks a route that
 * answers without a token. The sandbox requires `AUTHN_TOKEN` (every Judge0 route answers 401
 * without `X-Auth-Token`), so its probe paths are asked of the real sandbox started with a token;
 * the other apps' paths must be among the routes they serve open (the gateway's health, the
 * worker's probe port, nginx's /healthz).
 */

jest.setTimeout(120_000);

type Probe = { httpGet?: { path: string } };
type Container = { name: string; startupProbe?: Probe; readinessProbe?: Probe; livenessProbe?: Probe };
type Workload = K8sObject & { spec: { template: { spec: { containers: Container[] } } } };

/** Routes each non-sandbox app answers without credentials (their controllers and nginx.conf). */
const OPEN_ROUTES: Record<string, string[]> = {
  gateway: ['/api/v1/health'],
  execution: ['/health/live', '/health/ready'],
  web: ['/healthz'],
};

/** `app → probe paths` over every built overlay, docker-compose.yml and every Dockerfile. */
function probePaths(): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  const add = (app: string, path: string, where: string) => {
    if (!paths.has(app)) paths.set(app, new Set());
    paths.get(app)?.add(`${path}\t${where}`);
  };
  for (const overlay of OVERLAYS) {
    for (const object of kustomizeBuild(join(ROOT, 'k8s', 'overlays', overlay)).filter((o) => o.kind === 'Deployment') as Workload[]) {
      for (const container of object.spec.template.spec.containers) {
        for (const kind of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
          const path = container[kind]?.httpGet?.path;
          if (path) add(object.metadata.name, path, `k8s ${overlay} ${kind}`);
        }
      }
    }
  }
  const urlPath = (text: string) => /http:\/\/127\.0\.0\.1:\d+(\/[^'"\s)]*)/.exec(text)?.[1];
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, { image?: string; healthcheck?: { test: string[] } }> };
  for (const [name, service] of Object.entries(compose.services)) {
    const path = urlPath(service.healthcheck?.test.join(' ') ?? '');
    if (service.image?.startsWith('algosheets/') && path) add(name, path, 'compose healthcheck');
  }
  for (const file of readdirSync(join(ROOT, 'deploy', 'docker')).filter((f) => f.endsWith('.Dockerfile'))) {
    const instructions = DockerfileParser.parse(readFileSync(join(ROOT, 'deploy', 'docker', file), 'utf8')).getInstructions();
    const path = urlPath(instructions.find((i) => i.getKeyword() === 'HEALTHCHECK')?.getArgumentsContent() ?? '');
    if (path) add(file.replace('.Dockerfile', ''), path, `${file} HEALTHCHECK`);
  }
  return paths;
}

describe('probe paths against the routes open without a token', () => {
  const paths = probePaths();
  let sandbox: SandboxProcess;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  it('finds the probes of all four apps in k8s, compose and the Dockerfiles', () => {
    expect([...paths.keys()].sort()).toEqual(['execution', 'gateway', 'sandbox', 'web']);
    for (const app of paths.keys()) {
      const where = [...(paths.get(app) ?? [])].map((entry) => entry.split('\t')[1]);
      expect([app, where.some((w) => w.startsWith('k8s')), where.includes('compose healthcheck'), where.some((w) => w.endsWith('HEALTHCHECK'))]).toEqual([app, true, true, true]);
    }
  });

  it('the sandbox, started with AUTHN_TOKEN, answers each of its probe paths 2xx without a token (and /about 401)', async () => {
    const get = (path: string) => fetch(new URL(path, sandbox.url)).then((response) => response.status);
    expect(await get('/about')).toBe(401);
    const probed = [...(paths.get('sandbox') ?? [])].map((entry) => entry.split('\t'));
    expect(probed.length).toBeGreaterThan(0);
    for (const [path, where] of probed) {
      const status = await get(path);
      expect(`${where} ${path} → ${status >= 200 && status < 300 ? '2xx' : status}`).toBe(`${where} ${path} → 2xx`);
    }
  });

  it.each(Object.keys(OPEN_ROUTES))('every probe path of %s is one of its open routes', (app) => {
    for (const [path, where] of [...(paths.get(app) ?? [])].map((entry) => entry.split('\t'))) {
      expect(`${where} ${path}`).toBe(`${where} ${OPEN_ROUTES[app].includes(path) ? path : `${path} (not open)`}`);
    }
  });
});
