import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kustomizeBuild, type K8sObject } from './support/kustomize';
import { OVERLAY_NAMESPACES, OVERLAYS, ROOT } from './support/repo';

/**
 * k8s/ at scale: the sandbox stops cleanly and scales, the workers' ceiling follows the sandbox
 * slots, the PostgreSQL connection budget fits, sandbox pods keep to their own nodes, the network
 * is default-deny with explicit allows, and web/execution spread over nodes and zones
 * (docs/operations.md "Capacity planning" and "Defence in depth").
 */

type Env = { name: string; value?: string };
type Container = { name: string; env?: Env[]; resources?: { requests?: { cpu?: string } }; startupProbe?: { httpGet?: { path: string } }; lifecycle?: { preStop?: { exec?: { command: string[] } } } };
type PodSpec = {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  nodeSelector?: Record<string, string>;
  tolerations?: { key: string; operator: string; value?: string; effect: string }[];
  topologySpreadConstraints?: { topologyKey: string; labelSelector: { matchLabels: Record<string, string> } }[];
};
type Workload = K8sObject & {
  spec: { replicas?: number; strategy?: { rollingUpdate?: { maxSurge?: number | string } }; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
};
type Hpa = K8sObject & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number; metrics: { resource?: { name: string } }[] } };
type Trigger = { type: string; name?: string; metricType?: string; metadata: Record<string, string> };
type Scaled = K8sObject & { spec: { scaleTargetRef: { name: string; kind?: string }; minReplicaCount: number; maxReplicaCount: number; triggers: Trigger[] } };
type Peer = {
  ipBlock?: { cidr: string; except?: string[] };
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels: Record<string, string> };
};
type Policy = K8sObject & {
  spec: {
    podSelector: { matchLabels?: Record<string, string>; matchExpressions?: unknown[] };
    policyTypes: string[];
    ingress?: { from?: Peer[]; ports?: { port: number }[] }[];
    egress?: { to?: Peer[]; ports?: { port: number }[] }[];
  };
};

const get = <T extends K8sObject>(objects: K8sObject[], kind: string, name: string): T => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is missing`);
  return found as T;
};

/** A variable of the ConfigMap, else the default the app's config module applies. */
function setting(objects: K8sObject[], name: string, defaultIn: string): number {
  const data = get<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', 'algosheets-config').data;
  if (data[name] !== undefined) return Number(data[name]);
  const match = new RegExp(`${name} \\?\\? (\\d+)`).exec(readFileSync(join(ROOT, defaultIn), 'utf8'));
  if (!match) throw new Error(`no default for ${name} in ${defaultIn}`);
  return Number(match[1]);
}

/** The pool size of every gateway and worker pod (`DATABASE_POOL_SIZE` of the ConfigMap, else the apps' default), connections. */
function poolSize(objects: K8sObject[]): number {
  return setting(objects, 'DATABASE_POOL_SIZE', 'libs/server-common/src/config/server-environment.ts');
}

/** The content-load Job's pool (tools/content/load-content.ts), connections. */
function contentLoadPool(): number {
  const match = /createDataSource\(\{[^}]*poolSize: (\d+)/.exec(readFileSync(join(ROOT, 'tools/content/load-content.ts'), 'utf8'));
  if (!match) throw new Error('no pool size in tools/content/load-content.ts');
  return Number(match[1]);
}

/**
 * Pods a rolling update adds above `replicas`: the Deployment's `maxSurge` (Kubernetes' 25 % when
 * unset), a percentage rounded up as Kubernetes rounds it.
 */
function surgePods(deployment: Workload, replicas: number): number {
  const surge = deployment.spec.strategy?.rollingUpdate?.maxSurge ?? '25%';
  return typeof surge === 'number' ? surge : Math.ceil((replicas * Number(surge.replace('%', ''))) / 100);
}

const built = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, kustomizeBuild(join(ROOT, 'k8s', 'overlays', overlay))]));

describe.each(OVERLAYS)('k8s overlay %s at scale', (overlay) => {
  const objects = built[overlay];
  const sandbox = get<Workload>(objects, 'Deployment', 'sandbox');
  const sandboxContainer = sandbox.spec.template.spec.containers[0];
  const sandboxEnv = (name: string) => sandboxContainer.env?.find((e) => e.name === name)?.value;

  it('stops a sandbox pod cleanly: preStop sleep, then a drain bounded below the grace period, above the longest run', () => {
    const [sleep, seconds] = sandboxContainer.lifecycle?.preStop?.exec?.command ?? [];
    expect(sleep).toBe('sleep');
    const drain = Number(sandboxEnv('SANDBOX_DRAIN_TIMEOUT_SECONDS'));
    const longestRunS = setting(objects, 'JUDGE0_REQUEST_TIMEOUT_MS', 'apps/execution/src/config/execution.config.ts') / 1000;
    expect(drain).toBeGreaterThanOrEqual(longestRunS);
    expect(sandbox.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(Number(seconds) + drain);
  });

  it('autoscales the sandbox on slot saturation (busy plus waiting runs over 75 % of its slots, in its own namespace) and on CPU, and caps the jobs and requests the workers have in flight at twice the total sandbox slots (maxReplicaCount × SANDBOX_SLOTS), each worker above the per-learner limit', () => {
    const scaled = get<Scaled>(objects, 'ScaledObject', 'sandbox');
    expect(scaled.metadata.namespace).toBe(sandbox.metadata.namespace);
    expect(scaled.spec.scaleTargetRef.name).toBe('sandbox');
    expect(scaled.spec.maxReplicaCount).toBeGreaterThan(scaled.spec.minReplicaCount);
    expect(sandbox.spec.replicas).toBeUndefined();
    const [saturation, cpu] = scaled.spec.triggers;
    expect(saturation.type).toBe('prometheus');
    // KEDA asks for ceil(value / threshold) replicas: 75 % of each pod's slots busy or wanted.
    expect(Number(saturation.metadata.threshold)).toBeCloseTo(0.75 * Number(sandboxEnv('SANDBOX_SLOTS')));
    const selectors = [...saturation.metadata.query.matchAll(/(algosheets_sandbox_\w+)\{namespace="([^"]+)"\}/g)].map(([, metric, namespace]) => [metric, namespace]);
    expect(selectors).toEqual([
      ['algosheets_sandbox_slots_busy', sandbox.metadata.namespace],
      ['algosheets_sandbox_runs_waiting', sandbox.metadata.namespace],
    ]);
    expect(cpu).toMatchObject({ type: 'cpu', metricType: 'Utilization' });
    // A cpu trigger needs a CPU request on the scaled pods.
    expect(sandboxContainer.resources?.requests?.cpu).toBeDefined();
    const slots = scaled.spec.maxReplicaCount * Number(sandboxEnv('SANDBOX_SLOTS'));
    const concurrency = setting(objects, 'EXECUTION_CONCURRENCY', 'apps/execution/src/config/execution.config.ts');
    const jobs = get<Scaled>(objects, 'ScaledObject', 'execution').spec.maxReplicaCount * concurrency;
    expect({ jobsInFlight: jobs }).toEqual({ jobsInFlight: 2 * slots });
    // Their requests too (each job may fan out): a run in each slot and one waiting behind it.
    const data = get<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', 'algosheets-config').data;
    const requests = get<Scaled>(objects, 'ScaledObject', 'execution').spec.maxReplicaCount * Number(data.JUDGE0_MAX_IN_FLIGHT ?? concurrency);
    expect(requests).toBeLessThanOrEqual(2 * slots);
    // One learner's executions in flight never fill a worker (fair share, docs/security.md). The
    // loadtest overlay lifts the per-learner limits on purpose: its few users stand for many.
    const perLearner = setting(objects, 'EXECUTION_USER_CONCURRENCY', 'apps/gateway/src/config/gateway.config.ts');
    if (overlay !== 'loadtest') expect(concurrency).toBeGreaterThan(perLearner);
  });

  it('fits every pool at the autoscalers maxima, plus each rollout\'s surge pods and the Jobs, into 90 % of the PostgreSQL max_connections it documents', () => {
    const maxConnections = Number(get(objects, 'ConfigMap', 'algosheets-config').metadata.annotations?.['algosheets.io/postgres-max-connections']);
    const gateways = get<Hpa>(objects, 'HorizontalPodAutoscaler', 'gateway').spec.maxReplicas;
    const workers = get<Scaled>(objects, 'ScaledObject', 'execution').spec.maxReplicaCount;
    // A rollout at the maximum runs maxSurge new pods beside the old ones (maxUnavailable is 0).
    const pods = gateways + surgePods(get<Workload>(objects, 'Deployment', 'gateway'), gateways) + workers + surgePods(get<Workload>(objects, 'Deployment', 'execution'), workers);
    // The migration Job opens one connection (libs/database's migrate); the content-load Job, where present, its own pool.
    const jobs = 1 + (objects.some((o) => o.kind === 'Job' && o.metadata.name === 'algosheets-content-load') ? contentLoadPool() : 0);
    const budget = pods * poolSize(objects) + jobs;
    expect(maxConnections).toBeGreaterThan(0);
    expect({ overlay, budget }).toEqual({ overlay, budget: { dev: 71, prod: 421, loadtest: 423 }[overlay] });
    expect(budget).toBeLessThanOrEqual(Math.floor(maxConnections * 0.9));
  });

  it('schedules every pod on amd64 nodes only: the images are amd64, the seccomp filter x86-64', () => {
    const templates = objects.filter((o) => ['Deployment', 'Job'].includes(o.kind)) as Workload[];
    expect(templates.length).toBeGreaterThanOrEqual(5);
    for (const workload of templates) expect([workload.metadata.name, workload.spec.template.spec.nodeSelector?.['kubernetes.io/arch']]).toEqual([workload.metadata.name, 'amd64']);
  });

  it('keeps sandbox pods on their own tainted nodes (prod) and nothing else tolerates the taint', () => {
    const tolerations = sandbox.spec.template.spec.tolerations ?? [];
    expect(tolerations).toEqual([{ key: 'algosheets.io/sandbox', operator: 'Equal', value: 'true', effect: 'NoSchedule' }]);
    expect(sandbox.spec.template.spec.nodeSelector).toEqual({ ...(overlay === 'dev' ? {} : { 'algosheets.io/sandbox': 'true' }), 'kubernetes.io/arch': 'amd64' });
    for (const other of objects.filter((o) => ['Deployment', 'Job'].includes(o.kind) && o.metadata.name !== 'sandbox') as Workload[]) {
      expect([other.metadata.name, other.spec.template.spec.tolerations ?? []]).toEqual([other.metadata.name, []]);
    }
  });

  it('denies all traffic by default and allows only ingress → web/gateway, gateway → PostgreSQL/Redis/HTTPS, execution → sandbox/PostgreSQL/Redis', () => {
    const policies = objects.filter((o) => o.kind === 'NetworkPolicy') as Policy[];
    const deny = get<Policy>(objects, 'NetworkPolicy', 'default-deny');
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const selecting = (app: string) => policies.filter((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === app);
    const egressPorts = (app: string) => selecting(app).flatMap((p) => (p.spec.egress ?? []).flatMap((rule) => (rule.ports ?? []).map((port) => port.port))).sort((a, b) => a - b);
    const ingressFrom = (app: string) =>
      selecting(app).flatMap((p) => (p.spec.ingress ?? []).flatMap((rule) => (rule.from ?? []).map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] ?? peer.namespaceSelector?.matchLabels['kubernetes.io/metadata.name'])));
    expect(egressPorts('web')).toEqual([3000]);
    // 443: Google sign-in's token and user-info endpoints, whose addresses are not fixed.
    expect(egressPorts('gateway')).toEqual([443, 5432, 6379]);
    expect(egressPorts('execution')).toEqual([2358, 5432, 6379]);
    expect(egressPorts('sandbox')).toEqual([]);
    expect(ingressFrom('web')).toEqual(['ingress-nginx']);
    // The loadtest overlay's generator pods (k8s/components/load-kit) reach the gateway, and only it.
    expect(ingressFrom('gateway').sort()).toEqual(['ingress-nginx', ...(overlay === 'loadtest' ? ['load-kit'] : []), 'prometheus', 'web']);
    expect(egressPorts('load-kit')).toEqual(overlay === 'loadtest' ? [3000] : []);
    expect(ingressFrom('execution')).toEqual(['prometheus']);
    expect(ingressFrom('sandbox').sort()).toEqual(['execution', 'prometheus']);
    // DNS for every pod but the sandbox, which may open no connection at all: kube-dns, and the
    // link-local resolvers of NodeLocal DNSCache and GKE Cloud DNS.
    const dns = get<Policy>(objects, 'NetworkPolicy', 'allow-dns');
    expect(dns.spec.podSelector.matchExpressions).toEqual([{ key: 'app.kubernetes.io/name', operator: 'NotIn', values: ['sandbox'] }]);
    expect((dns.spec.egress ?? []).flatMap((rule) => (rule.to ?? []).map((peer) => peer.ipBlock?.cidr ?? peer.podSelector?.matchLabels?.['k8s-app']))).toEqual(['kube-dns', '169.254.20.10/32', '169.254.169.254/32']);
    // PostgreSQL and Redis only at private addresses; HTTPS only at public ones.
    const privateRanges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];
    for (const app of ['gateway', 'execution', 'migrate']) {
      const policy = app === 'migrate' ? get<Policy>(objects, 'NetworkPolicy', 'migrate') : selecting(app)[0];
      for (const rule of policy.spec.egress ?? []) {
        const ports = (rule.ports ?? []).map((port) => port.port);
        const cidrs = (rule.to ?? []).map((peer) => peer.ipBlock?.cidr);
        if (ports.includes(5432) || ports.includes(6379)) expect([app, cidrs]).toEqual([app, privateRanges]);
        if (ports.includes(443)) expect([app, (rule.to ?? []).map((peer) => peer.ipBlock)]).toEqual([app, [{ cidr: '0.0.0.0/0', except: [...privateRanges, '169.254.0.0/16', '100.64.0.0/10'] }]]);
      }
    }
    // The sandbox's namespace denies everything by default too.
    const sandboxDeny = get<Policy>(objects, 'NetworkPolicy', 'sandbox-default-deny');
    expect([sandboxDeny.metadata.namespace, sandboxDeny.spec]).toEqual([sandbox.metadata.namespace, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] }]);
  });

  it('enforces Pod Security restricted on the application namespace, whose pods all meet it; the sandbox alone runs in a privileged one', () => {
    type Labelled = K8sObject & { metadata: { labels: Record<string, string> } };
    const app = get<Labelled>(objects, 'Namespace', OVERLAY_NAMESPACES[overlay]);
    const sandboxNamespace = get<Labelled>(objects, 'Namespace', `${OVERLAY_NAMESPACES[overlay]}-sandbox`);
    expect(app.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('restricted');
    expect(sandboxNamespace.metadata.labels['pod-security.kubernetes.io/enforce']).toBe('privileged');
    const pods = objects.filter((o) => ['Deployment', 'Job'].includes(o.kind)) as (Workload & {
      spec: { template: { spec: PodSpec & { securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } } } } };
    })[];
    expect(pods.filter((pod) => pod.metadata.namespace === sandboxNamespace.metadata.name).map((pod) => pod.metadata.name)).toEqual(['sandbox']);
    // The restricted profile: non-root, RuntimeDefault seccomp, no escalation, every capability dropped.
    for (const pod of pods.filter((p) => p.metadata.namespace === app.metadata.name)) {
      const podSecurity = pod.spec.template.spec.securityContext;
      for (const container of pod.spec.template.spec.containers as (Container & { securityContext?: { allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[]; add?: string[] } } })[]) {
        expect([pod.metadata.name, podSecurity?.runAsNonRoot, podSecurity?.seccompProfile?.type, container.securityContext?.allowPrivilegeEscalation, container.securityContext?.capabilities?.drop, container.securityContext?.capabilities?.add ?? []]).toEqual([
          pod.metadata.name,
          true,
          'RuntimeDefault',
          false,
          ['ALL'],
          [],
        ]);
      }
    }
  });

  it('gives web a startupProbe and spreads web and execution over zones and nodes', () => {
    const web = get<Workload>(objects, 'Deployment', 'web');
    expect(web.spec.template.spec.containers[0].startupProbe?.httpGet?.path).toBe('/healthz');
    for (const name of ['web', 'execution']) {
      const spread = get<Workload>(objects, 'Deployment', name).spec.template.spec.topologySpreadConstraints ?? [];
      expect([name, spread.map((c) => c.topologyKey)]).toEqual([name, ['topology.kubernetes.io/zone', 'kubernetes.io/hostname']]);
      for (const constraint of spread) expect(constraint.labelSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
    }
  });
});

describe('k8s loadtest overlay', () => {
  it('is prod with the per-user sign-in and execution limits raised, the gateway Service\'s name served for the load kit, and nothing else changed', () => {
    const data = (overlay: 'prod' | 'loadtest') => get<K8sObject & { data: Record<string, string> }>(built[overlay], 'ConfigMap', 'algosheets-config').data;
    const { AUTH_RATE_LIMIT_PER_MINUTE, EXECUTION_USER_CONCURRENCY, EXECUTION_USER_PER_MINUTE, SERVED_HOSTS, ...rest } = data('loadtest');
    expect(rest).toEqual(data('prod'));
    // Above the gateway's defaults (10 sign-ins per minute per IP, 2 in flight and 20 per minute per user).
    expect([Number(AUTH_RATE_LIMIT_PER_MINUTE), Number(EXECUTION_USER_CONCURRENCY), Number(EXECUTION_USER_PER_MINUTE)]).toEqual([1000, 10, 600]);
    expect(SERVED_HOSTS).toBe('gateway');
    // Besides the content-load Job, the load kit's objects (k8s/components/load-kit), all labelled load-kit.
    const others = (overlay: 'prod' | 'loadtest') => built[overlay].filter((o) => o.kind !== 'ConfigMap' && o.metadata.name !== 'algosheets-content-load' && o.metadata.labels?.['app.kubernetes.io/name'] !== 'load-kit');
    expect(others('loadtest')).toEqual(others('prod'));
  });

  it('loads the problem library with a Job on the gateway image (node content-load.js), allowed to reach PostgreSQL', () => {
    const job = get<Workload & { spec: { backoffLimit: number } }>(built.loadtest, 'Job', 'algosheets-content-load');
    const [container] = job.spec.template.spec.containers as (Container & { image: string; command: string[] })[];
    expect(container.command).toEqual(['node', 'content-load.js']);
    expect(container.image).toBe((get<Workload>(built.loadtest, 'Deployment', 'gateway').spec.template.spec.containers[0] as Container & { image: string }).image);
    expect(job.spec.backoffLimit).toBeGreaterThan(0);
    const policy = get<Policy>(built.loadtest, 'NetworkPolicy', 'migrate');
    expect(policy.spec.podSelector.matchExpressions).toEqual([{ key: 'app.kubernetes.io/name', operator: 'In', values: ['migrate', 'content-load'] }]);
    expect(policy.spec.egress?.flatMap((rule) => rule.ports?.map((port) => port.port))).toEqual([5432]);
    expect(job.spec.template.metadata.labels['app.kubernetes.io/name']).toBe('content-load');
    expect(built.prod.some((o) => o.metadata.name === 'algosheets-content-load')).toBe(false);
  });
});
