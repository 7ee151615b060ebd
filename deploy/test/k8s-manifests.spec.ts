import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kustomizeBuild, readYamlDocuments, splitImage, type K8sObject } from './support/kustomize';
import { githubAnchor, headingAnchors } from './support/markdown';
import { appMetricsRead, dashboardPanels, DASHBOARD_FILE, definedMetricNames, EXTERNAL_METRICS, monitoringExpressions, prometheusRules, readDashboard, recordedNames, type Rule, unknownMetrics, variableQuery, variableSelector } from './support/monitoring-metrics';
import { metricNames } from './support/promql';
import { parseLoadCliOptions } from '@algosheets/tools/load/load-cli-options';
import { OVERLAY_NAMESPACES, OVERLAYS, ROOT, SANDBOX_OBJECTS, schemaErrors } from './support/repo';

/**
 * k8s/: every overlay builds, every object validates against the Kubernetes (and KEDA) JSON
 * schemas, and the properties the operations guide promises hold in the built output.
 */

interface Probe {
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    privileged?: boolean;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  hostUsers?: boolean;
  hostNetwork?: boolean;
  hostPID?: boolean;
  hostIPC?: boolean;
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; hostPath?: unknown }[];
}
type Workload = K8sObject & {
  spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string>; annotations?: Record<string, string> }; spec: PodSpec } };
};
type ServiceObject = K8sObject & { spec: { selector: Record<string, string>; ports: { name: string; port: number; targetPort: string | number }[] } };

const WORKLOAD_KINDS = new Set(['Deployment', 'Job', 'StatefulSet', 'DaemonSet']);
const SERVER_DEPLOYMENTS = ['gateway', 'execution', 'sandbox', 'web'];
/** The apps that serve Prometheus metrics at /metrics. */
const SCRAPED_DEPLOYMENTS = ['gateway', 'execution', 'sandbox'];
/** The objects of k8s/components/load-kit, which only the loadtest overlay includes. */
const LOAD_KIT_OBJECTS = ['ConfigMap/algosheets-load-kit', 'Job/algosheets-load-kit', 'NetworkPolicy/gateway-from-load-kit', 'NetworkPolicy/load-kit'];
/**
 * The objects of k8s/components/prometheus-operator and k8s/components/grafana-dashboard, which
 * only prod (and loadtest, built on it) includes.
 */
const MONITORING_OBJECTS = ['ConfigMap/algosheets-dashboard', 'PodMonitor/execution', 'PrometheusRule/algosheets', 'ServiceMonitor/gateway', 'ServiceMonitor/sandbox'];

/** The rules of every group of the prod overlay's PrometheusRule, alerts and recording rules. */
const alertRules = (): Rule[] => prometheusRules(built.prod);

function find<T extends K8sObject = K8sObject>(objects: K8sObject[], kind: string, name: string): T {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is missing`);
  return found as T;
}

/** The overlay's migration Job: one per release, named after the gateway image's tag. */
function migrateJob(objects: K8sObject[]): Workload {
  const jobs = objects.filter((o) => o.kind === 'Job' && o.metadata.labels?.['app.kubernetes.io/name'] === 'migrate') as Workload[];
  expect(jobs).toHaveLength(1);
  return jobs[0];
}

function workloads(objects: K8sObject[]): Workload[] {
  return objects.filter((o) => WORKLOAD_KINDS.has(o.kind)) as Workload[];
}

function allContainers(workload: Workload): Container[] {
  return [...workload.spec.template.spec.containers, ...(workload.spec.template.spec.initContainers ?? [])];
}

function matches(selector: Record<string, string>, labels: Record<string, string> | undefined): boolean {
  return Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}

/** Resolves a probe's port (a number, or the name of a container port) to a number. */
function probePort(container: Container, port: number | string): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

const built = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, kustomizeBuild(join(ROOT, 'k8s', 'overlays', overlay))]));

describe.each(OVERLAYS)('k8s overlay %s', (overlay) => {
  const objects = built[overlay];

  it('builds the whole application: four Deployments, their Services, HPA, KEDA, PDBs, migration Job, Ingress; prod adds the Prometheus Operator objects and the dashboard', () => {
    const inventory = objects.map((o) => `${o.kind}/${o.metadata.name}`).sort();
    expect(inventory).toEqual(
      [
        ...(overlay === 'dev' ? [] : MONITORING_OBJECTS),
        ...(overlay === 'loadtest' ? ['Job/algosheets-content-load', ...LOAD_KIT_OBJECTS] : []),
        ...(overlay === 'dev' ? [] : ['RuntimeClass/algosheets-sandbox']),
        'ConfigMap/algosheets-config',
        'Deployment/execution',
        'Deployment/gateway',
        'Deployment/sandbox',
        'Deployment/web',
        'HorizontalPodAutoscaler/gateway',
        'Ingress/algosheets',
        `Job/algosheets-migrate-${splitImage(find<Workload>(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].image).tag}`,
        `Namespace/${OVERLAY_NAMESPACES[overlay]}`,
        `Namespace/${OVERLAY_NAMESPACES[overlay]}-sandbox`,
        'NetworkPolicy/allow-dns',
        'NetworkPolicy/default-deny',
        'NetworkPolicy/execution',
        'NetworkPolicy/gateway',
        'NetworkPolicy/migrate',
        'NetworkPolicy/sandbox',
        'NetworkPolicy/sandbox-default-deny',
        'NetworkPolicy/web',
        'PodDisruptionBudget/execution',
        'PodDisruptionBudget/gateway',
        'PodDisruptionBudget/sandbox',
        'PodDisruptionBudget/web',
        'ScaledObject/execution',
        'ScaledObject/sandbox',
        'Service/gateway',
        'Service/sandbox',
        'Service/web',
        'TriggerAuthentication/execution-redis',
      ].sort(),
    );
  });

  it('every object validates against its Kubernetes or KEDA JSON schema', () => {
    expect(objects.flatMap(schemaErrors)).toEqual([]);
  });

  it('puts every namespaced object in the overlay namespace, the sandbox\'s in its own, and labels it part-of algosheets', () => {
    for (const object of objects.filter((o) => o.kind !== 'Namespace' && o.kind !== 'RuntimeClass')) {
      const id = `${object.kind}/${object.metadata.name}`;
      const namespace = SANDBOX_OBJECTS.includes(id) ? `${OVERLAY_NAMESPACES[overlay]}-sandbox` : OVERLAY_NAMESPACES[overlay];
      expect(`${id} ${object.metadata.namespace}`).toBe(`${id} ${namespace}`);
    }
    for (const object of objects) expect(object.metadata.labels?.['app.kubernetes.io/part-of']).toBe('algosheets');
  });

  it('commits no Secret: the app references algosheets-secrets, the sandbox only its single-key token Secret, the load kit only its password Secret, with keys the examples document', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const examples = ['algosheets-secrets', 'algosheets-sandbox-token', ...(overlay === 'loadtest' ? ['algosheets-load-test'] : [])].map(
      (name) => readYamlDocuments(join(ROOT, 'k8s', 'examples', `${name}.example.yaml`))[0] as { metadata: { name: string }; stringData: Record<string, string> },
    );
    const referenced = new Map(examples.map((example) => [example.metadata.name, new Set<string>()]));
    const use = (secret: string, key: string) => {
      expect(examples.map((example) => example.metadata.name)).toContain(secret);
      referenced.get(secret)?.add(key);
    };
    for (const workload of workloads(objects)) {
      for (const container of allContainers(workload)) {
        for (const env of container.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref) {
            // Untrusted code never runs next to DATABASE_URL or the JWT key; nor does the load generator.
            const own: Record<string, string> = { sandbox: 'algosheets-sandbox-token', 'algosheets-load-kit': 'algosheets-load-test' };
            expect(`${workload.metadata.name} ${ref.name}`).toBe(`${workload.metadata.name} ${own[workload.metadata.name] ?? 'algosheets-secrets'}`);
            use(ref.name, ref.key);
          }
        }
        expect(container.envFrom?.filter((source) => source.secretRef) ?? []).toEqual([]);
      }
    }
    const auth = find(objects, 'TriggerAuthentication', 'execution-redis') as K8sObject & { spec: { secretTargetRef: { name: string; key: string }[] } };
    for (const ref of auth.spec.secretTargetRef) use(ref.name, ref.key);
    for (const example of examples) expect([...(referenced.get(example.metadata.name) ?? [])].sort()).toEqual(Object.keys(example.stringData).sort());
  });

  it('gives each app the variables its configuration requires, from the ConfigMap or the Secret', () => {
    const config = find(objects, 'ConfigMap', 'algosheets-config') as K8sObject & { data: Record<string, string> };
    const provided = (name: string): Set<string> => {
      const container = (name === 'migrate' ? migrateJob(objects) : find<Workload>(objects, 'Deployment', name)).spec.template.spec.containers[0];
      const names = new Set((container.env ?? []).map((e) => e.name));
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) {
          expect(source.configMapRef.name).toBe(config.metadata.name);
          for (const key of Object.keys(config.data)) names.add(key);
        }
      }
      return names;
    };
    expect([...provided('gateway')]).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'PORT', 'WEB_ORIGIN', 'NODE_ENV', 'JWT_ACCESS_SECRET', 'TRUST_PROXY_HOPS', 'GOOGLE_CALLBACK_URL']));
    expect([...provided('execution')]).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'JUDGE0_URL', 'HEALTH_PORT']));
    expect([...provided('migrate')]).toEqual(expect.arrayContaining(['DATABASE_URL']));
    // The execution worker reaches the sandbox through its Service, on the Service's port.
    const sandboxService = find(objects, 'Service', 'sandbox') as K8sObject & { spec: { ports: { port: number }[] } };
    expect(config.data.JUDGE0_URL).toBe(`http://sandbox.${sandboxService.metadata.namespace}:${sandboxService.spec.ports[0].port}`);
    expect(config.data.NODE_ENV).toBe('production');
  });

  it('runs every container as non-root, unprivileged, without privilege escalation; the sandbox only as root of its own user namespace', () => {
    for (const workload of workloads(objects)) {
      const pod = workload.spec.template.spec;
      expect([workload.metadata.name, pod.hostNetwork ?? false, pod.hostPID ?? false, pod.hostIPC ?? false]).toEqual([workload.metadata.name, false, false, false]);
      expect((pod.volumes ?? []).filter((v) => v.hostPath)).toEqual([]);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of allContainers(workload)) {
        const security = container.securityContext ?? {};
        expect(`${container.name} privileged=${security.privileged ?? false}`).toBe(`${container.name} privileged=false`);
        expect(security.allowPrivilegeEscalation).toBe(false);
        expect(security.readOnlyRootFilesystem).toBe(true);
        expect(security.capabilities?.drop).toEqual(['ALL']);
        if (workload.metadata.name === 'sandbox') {
          // uid 0 inside a pod user namespace maps to an unprivileged uid on the node.
          expect(pod.hostUsers).toBe(false);
          expect(security.capabilities?.add).toEqual(['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'KILL', 'SETUID', 'SETGID']);
        } else {
          const runAsNonRoot = security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
          const runAsUser = security.runAsUser ?? pod.securityContext?.runAsUser;
          expect(`${container.name} nonRoot=${runAsNonRoot} uid>0=${(runAsUser ?? 0) > 0}`).toBe(`${container.name} nonRoot=true uid>0=true`);
          expect(security.capabilities?.add ?? []).toEqual([]);
        }
      }
    }
  });

  it('sets CPU and memory requests and limits on every container', () => {
    for (const workload of workloads(objects)) {
      for (const container of allContainers(workload)) {
        expect([container.name, Object.keys(container.resources?.requests ?? {}).sort(), Object.keys(container.resources?.limits ?? {}).sort()]).toEqual([
          container.name,
          ['cpu', 'memory'],
          ['cpu', 'memory'],
        ]);
      }
    }
  });

  it('probes readiness and liveness of every long-running container on ports it declares, at endpoints the apps serve', () => {
    const expected: Record<string, { readiness: string; liveness: string }> = {
      gateway: { readiness: 'GET /api/v1/health :3000', liveness: 'TCP :3000' },
      execution: { readiness: 'GET /health/ready :3100', liveness: 'GET /health/live :3100' },
      sandbox: { readiness: 'GET /health/ready :2358', liveness: 'GET /health/live :2358' },
      web: { readiness: 'GET /healthz :8080', liveness: 'GET /healthz :8080' },
    };
    const describeProbe = (container: Container, probe: Probe | undefined): string => {
      if (probe?.httpGet) return `GET ${probe.httpGet.path} :${probePort(container, probe.httpGet.port)}`;
      if (probe?.tcpSocket) return `TCP :${probePort(container, probe.tcpSocket.port)}`;
      return 'none';
    };
    for (const name of SERVER_DEPLOYMENTS) {
      const container = find<Workload>(objects, 'Deployment', name).spec.template.spec.containers[0];
      expect({ readiness: describeProbe(container, container.readinessProbe), liveness: describeProbe(container, container.livenessProbe) }).toEqual(expected[name]);
    }
  });

  it('gives the execution worker a grace period longer than the longest job (about 2 min)', () => {
    const execution = find<Workload>(objects, 'Deployment', 'execution');
    expect(execution.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(120);
    // The gateway holds Run/Submit requests open while they wait for their verdict.
    expect(find<Workload>(objects, 'Deployment', 'gateway').spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(120);
  });

  it('sandbox NetworkPolicy denies all egress and admits only execution pods and Prometheus in its namespace, on the sandbox port', () => {
    type Peer = { podSelector?: { matchLabels: Record<string, string> }; namespaceSelector?: { matchLabels: Record<string, string> }; ipBlock?: unknown };
    const policy = find(objects, 'NetworkPolicy', 'sandbox') as K8sObject & {
      spec: { podSelector: { matchLabels: Record<string, string> }; policyTypes: string[]; egress?: unknown[]; ingress: { from: Peer[]; ports: { port: number }[] }[] };
    };
    const sandbox = find<Workload>(objects, 'Deployment', 'sandbox');
    const execution = find<Workload>(objects, 'Deployment', 'execution');
    const web = find<Workload>(objects, 'Deployment', 'web');
    expect(matches(policy.spec.podSelector.matchLabels, sandbox.spec.template.metadata.labels)).toBe(true);
    expect(policy.spec.policyTypes).toEqual(expect.arrayContaining(['Ingress', 'Egress']));
    expect(policy.spec.egress ?? []).toEqual([]);
    expect(policy.spec.ingress).toHaveLength(2);
    const [fromExecution, fromPrometheus] = policy.spec.ingress;
    for (const rule of policy.spec.ingress) {
      expect(rule.from).toHaveLength(1);
      expect(rule.from[0].ipBlock).toBeUndefined();
      expect(rule.ports.map((p) => p.port)).toEqual([sandbox.spec.template.spec.containers[0].ports?.[0].containerPort]);
    }
    // Execution pods of the application's namespace only: namespace AND pod label in one peer.
    expect(fromExecution.from[0].namespaceSelector?.matchLabels).toEqual({ 'kubernetes.io/metadata.name': execution.metadata.namespace });
    const peer = fromExecution.from[0].podSelector?.matchLabels ?? {};
    expect(matches(peer, execution.spec.template.metadata.labels)).toBe(true);
    expect(matches(peer, web.spec.template.metadata.labels)).toBe(false);
    expect(matches(peer, find<Workload>(objects, 'Deployment', 'gateway').spec.template.metadata.labels)).toBe(false);
    // Prometheus: one named namespace AND pod label in the same peer (not either of them).
    expect(fromPrometheus.from[0].namespaceSelector?.matchLabels).toEqual({ 'kubernetes.io/metadata.name': 'monitoring' });
    expect(fromPrometheus.from[0].podSelector?.matchLabels).toEqual({ 'app.kubernetes.io/name': 'prometheus' });
  });

  it('annotates the pods of gateway, execution and sandbox for scraping /metrics on a port they declare; the Ingress routes no path to it', () => {
    for (const name of SCRAPED_DEPLOYMENTS) {
      const template = find<Workload>(objects, 'Deployment', name).spec.template;
      const annotations = template.metadata.annotations ?? {};
      expect([name, annotations['prometheus.io/scrape'], annotations['prometheus.io/path']]).toEqual([name, 'true', '/metrics']);
      expect(template.spec.containers[0].ports?.map((p) => String(p.containerPort))).toContain(annotations['prometheus.io/port']);
    }
    for (const name of ['web']) expect(find<Workload>(objects, 'Deployment', name).spec.template.metadata.annotations?.['prometheus.io/scrape']).toBeUndefined();
    const ingress = find(objects, 'Ingress', 'algosheets') as K8sObject & { spec: { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] } };
    const gatewayPrefixes = ingress.spec.rules.flatMap((rule) => rule.http.paths).filter((p) => p.backend.service.name === 'gateway').map((p) => p.path);
    expect(gatewayPrefixes.filter((prefix) => '/metrics'.startsWith(prefix))).toEqual([]);
  });

  it('autoscales the gateway on CPU and execution on the BullMQ waiting list and prioritized set of its Redis prefix', () => {
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'gateway') as K8sObject & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number } };
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'gateway' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    // A Deployment scaled by an autoscaler must not pin replicas (each apply would reset them).
    expect(find<Workload>(objects, 'Deployment', 'gateway').spec.replicas).toBeUndefined();
    expect(find<Workload>(objects, 'Deployment', 'execution').spec.replicas).toBeUndefined();

    const scaled = find(objects, 'ScaledObject', 'execution') as K8sObject & {
      spec: { scaleTargetRef: { name: string }; minReplicaCount: number; maxReplicaCount: number; triggers: { type: string; metadata: Record<string, string>; authenticationRef: { name: string } }[] };
    };
    const config = find(objects, 'ConfigMap', 'algosheets-config') as K8sObject & { data: Record<string, string> };
    expect(scaled.spec.scaleTargetRef.name).toBe('execution');
    expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    expect(scaled.spec.maxReplicaCount).toBeGreaterThan(scaled.spec.minReplicaCount);
    // Learners' jobs carry a BullMQ priority (fair share), which keeps them in `prioritized`, not `wait`.
    expect(scaled.spec.triggers.map((trigger) => [trigger.type, trigger.metadata.listName])).toEqual([
      ['redis', `${config.data.REDIS_PREFIX}:execution:wait`],
      ['redis', `${config.data.REDIS_PREFIX}:execution:prioritized`],
    ]);
    for (const trigger of scaled.spec.triggers) {
      expect(Number(trigger.metadata.listLength)).toBeGreaterThan(0);
      find(objects, 'TriggerAuthentication', trigger.authenticationRef.name);
    }
  });

  it('covers every Deployment with a PodDisruptionBudget that still allows a drain', () => {
    const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget') as (K8sObject & { spec: { maxUnavailable?: number; minAvailable?: number; selector: { matchLabels: Record<string, string> } } })[];
    for (const name of SERVER_DEPLOYMENTS) {
      const deployment = find<Workload>(objects, 'Deployment', name);
      const covering = budgets.filter((b) => matches(b.spec.selector.matchLabels, deployment.spec.template.metadata.labels));
      expect([name, covering.length]).toEqual([name, 1]);
      // maxUnavailable >= 1 never blocks a node drain, even at one replica.
      expect(covering[0].spec.maxUnavailable).toBeGreaterThanOrEqual(1);
    }
  });

  it('selects pods with every Service, routes the Ingress to existing Service ports: /api to the gateway, / to web', () => {
    const services = objects.filter((o) => o.kind === 'Service') as ServiceObject[];
    for (const service of services) {
      const deployment = find<Workload>(objects, 'Deployment', service.metadata.name);
      expect(matches(service.spec.selector, deployment.spec.template.metadata.labels)).toBe(true);
      for (const port of service.spec.ports) {
        expect(probePort(deployment.spec.template.spec.containers[0], port.targetPort)).toBeDefined();
      }
    }
    const ingress = find(objects, 'Ingress', 'algosheets') as K8sObject & { spec: { rules: { http: { paths: { path: string; pathType: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[] } };
    const routes = ingress.spec.rules[0].http.paths.map((p) => `${p.path} ${p.pathType} -> ${p.backend.service.name}`);
    expect(routes).toEqual(['/api Prefix -> gateway', '/ Prefix -> web']);
    for (const path of ingress.spec.rules[0].http.paths) {
      const service = services.find((s) => s.metadata.name === path.backend.service.name);
      expect(service?.spec.ports.some((p) => p.name === path.backend.service.port.name || p.port === path.backend.service.port.number)).toBe(true);
    }
  });

  it('migrates with one Job per release (named after the gateway image tag, an Argo CD PreSync hook) that uses the gateway image, needs only the Secret and retries a bounded number of times', () => {
    const job = migrateJob(objects) as Workload & { spec: { backoffLimit: number } };
    const gatewayImage = find<Workload>(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].image;
    expect(job.metadata.name).toBe(`algosheets-migrate-${splitImage(gatewayImage).tag}`);
    expect(job.metadata.annotations).toMatchObject({ 'argocd.argoproj.io/hook': 'PreSync', 'argocd.argoproj.io/hook-delete-policy': 'BeforeHookCreation' });
    // Applied alone before the release's ConfigMap exists (`kubectl apply -k … -l app.kubernetes.io/name=migrate`).
    expect(job.spec.template.spec.containers[0].envFrom ?? []).toEqual([]);
    const [container] = job.spec.template.spec.containers;
    expect(container.image).toBe(find<Workload>(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].image);
    expect((container as Container & { command: string[] }).command).toEqual(['node', 'migrate.js']);
    expect(job.spec.backoffLimit).toBeGreaterThan(0);
  });

  it('pins every image to an explicit tag, never latest', () => {
    for (const workload of workloads(objects)) {
      for (const container of allContainers(workload)) {
        const { tag, digest } = splitImage(container.image);
        expect([container.image, tag !== undefined || digest !== undefined, tag === 'latest']).toEqual([container.image, true, false]);
      }
    }
  });
});

describe('k8s loadtest overlay: the load-kit Job', () => {
  const objects = built.loadtest;
  type KitContainer = Omit<Container, 'env'> & { command: string[]; args: string[]; env: { name: string; value?: string; valueFrom?: { fieldRef?: { fieldPath: string }; secretKeyRef?: { name: string; key: string } } }[]; volumeMounts?: { name: string; mountPath: string }[] };
  type LoadJob = Workload & {
    spec: { suspend?: boolean; completionMode?: string; completions: number; parallelism: number; backoffLimit: number; activeDeadlineSeconds: number; template: { spec: PodSpec & { restartPolicy: string; volumes: { name: string; emptyDir?: object }[] } } };
  };
  type Policy = K8sObject & { spec: { podSelector: { matchLabels: Record<string, string> }; policyTypes: string[]; ingress?: { from: { podSelector?: { matchLabels: Record<string, string> } }[]; ports: { port: number }[] }[]; egress?: { to: { podSelector?: { matchLabels: Record<string, string> } }[]; ports: { port: number }[] }[] } };
  const job = find<LoadJob>(objects, 'Job', 'algosheets-load-kit');
  const options = find<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', 'algosheets-load-kit').data;
  const pod = job.spec.template.spec;
  const kit = [...(pod.initContainers ?? []), ...pod.containers] as KitContainer[];
  const [learners] = (pod.initContainers ?? []) as KitContainer[];
  const [load] = pod.containers as KitContainer[];
  /** The container's arguments as the kubelet expands `$(NAME)`: from its ConfigMap, its literal env, and `<i>` for the completion index. */
  const expanded = (container: KitContainer): string[] =>
    container.args.map((arg) => arg.replace(/\$\((\w+)\)/g, (_, name: string) => options[name] ?? container.env.find((e) => e.name === name)?.value ?? (name === 'LOAD_INDEX' ? '<i>' : `<unset ${name}>`)));

  it('runs its generator pods once each, all at once: suspended until an SRE starts it, Indexed, restartPolicy Never, no retry, a deadline above the run, logs kept a day', () => {
    expect(job.spec).toMatchObject({ suspend: true, completionMode: 'Indexed', backoffLimit: 0 });
    expect(job.spec.parallelism).toBeGreaterThanOrEqual(2);
    expect(job.spec.completions).toBe(job.spec.parallelism);
    expect(pod.restartPolicy).toBe('Never');
    expect(job.spec.activeDeadlineSeconds).toBeGreaterThan(Number(options.LOAD_RAMP) + Number(options.LOAD_DURATION));
    expect(job.spec.activeDeadlineSeconds).toBeLessThanOrEqual(4 * 3600);
    expect((job.spec as { ttlSecondsAfterFinished?: number }).ttlSecondsAfterFinished).toBe(86400);
  });

  it("runs `npm run load:learners`, then `npm run bench:load` (the package.json scripts), from the load-kit image at the gateway's tag, with options its CLIs accept, every one from its ConfigMap", () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect([learners.command.join(' '), load.command.join(' ')]).toEqual([scripts['load:learners'], scripts['bench:load']]);
    const gatewayImage = splitImage(find<Workload>(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].image);
    for (const container of kit) {
      const image = splitImage(container.image);
      expect([container.name, image.name, image.tag]).toEqual([container.name, gatewayImage.name.replace(/gateway$/, 'load-kit'), gatewayImage.tag]);
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'algosheets-load-kit' } }]);
      expect(expanded(container).filter((arg) => arg.includes('<unset'))).toEqual([]);
    }
    const env = { LOAD_TEST_PASSWORD: 'a-password-of-the-secret' };
    const learnerOptions = parseLoadCliOptions(expanded(learners), 'learners', env);
    const runOptions = parseLoadCliOptions(expanded(load), 'run', env);
    expect([learnerOptions.learners, learnerOptions.sessions, learnerOptions.domain]).toEqual([runOptions.learners, runOptions.sessions, runOptions.domain]);
    expect(runOptions).toMatchObject({ url: options.LOAD_URL, learners: Number(options.LOAD_LEARNERS), shape: { rate: Number(options.LOAD_RATE), holdS: Number(options.LOAD_DURATION) }, workers: Number(options.LOAD_WORKERS) });
    // No option of the ConfigMap is left unread.
    const used = kit.flatMap((container) => container.args.flatMap((arg) => [...arg.matchAll(/\$\((\w+)\)/g)].map((match) => match[1])));
    expect(Object.keys(options).filter((key) => !used.includes(key))).toEqual([]);
  });

  it("gives each pod learners of its own (their e-mail domain names the pod's completion index), the password from the Secret algosheets-load-test, and a writable /tmp for the sessions file on a read-only root", () => {
    for (const container of kit) {
      expect(container.env.find((e) => e.name === 'LOAD_INDEX')?.valueFrom?.fieldRef?.fieldPath).toBe("metadata.annotations['batch.kubernetes.io/job-completion-index']");
      expect(container.env.find((e) => e.name === 'LOAD_TEST_PASSWORD')?.valueFrom?.secretKeyRef).toEqual({ name: 'algosheets-load-test', key: 'LOAD_TEST_PASSWORD' });
      expect(expanded(container).find((arg) => arg.startsWith('--domain='))).toBe(`--domain=g<i>.${options.LOAD_DOMAIN}`);
      expect(expanded(container).find((arg) => arg.startsWith('--sessions='))).toBe('--sessions=/tmp/sessions.json');
      expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    }
    expect(pod.volumes).toEqual([{ name: 'tmp', emptyDir: expect.any(Object) }]);
  });

  it('points the generators at the gateway Service of their namespace, on a port it serves, by a host name the gateway answers (SERVED_HOSTS); they reach only gateway pods, on that port', () => {
    const url = new URL(options.LOAD_URL);
    const service = find<ServiceObject>(objects, 'Service', url.hostname);
    const gateway = find<Workload>(objects, 'Deployment', 'gateway');
    expect([url.protocol, service.metadata.name, service.metadata.namespace]).toEqual(['http:', 'gateway', job.metadata.namespace]);
    const port = service.spec.ports.find((p) => p.port === Number(url.port));
    const containerPort = probePort(gateway.spec.template.spec.containers[0], port?.targetPort ?? -1);
    expect(containerPort).toBe(3000);
    const config = find<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', 'algosheets-config').data;
    expect(config.SERVED_HOSTS.split(',')).toContain(url.hostname);
    expect(find<K8sObject & { data: Record<string, string> }>(built.prod, 'ConfigMap', 'algosheets-config').data.SERVED_HOSTS).toBeUndefined();

    const out = find<Policy>(objects, 'NetworkPolicy', 'load-kit');
    expect(matches(out.spec.podSelector.matchLabels, job.spec.template.metadata.labels)).toBe(true);
    expect(out.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    expect(out.spec.ingress ?? []).toEqual([]);
    expect(out.spec.egress?.map((rule) => [rule.to.map((peer) => matches(peer.podSelector?.matchLabels ?? {}, gateway.spec.template.metadata.labels)), rule.ports.map((p) => p.port)])).toEqual([[[true], [containerPort]]]);
    const into = find<Policy>(objects, 'NetworkPolicy', 'gateway-from-load-kit');
    expect(matches(into.spec.podSelector.matchLabels, gateway.spec.template.metadata.labels)).toBe(true);
    expect(into.spec.ingress?.map((rule) => [rule.from.map((peer) => matches(peer.podSelector?.matchLabels ?? {}, job.spec.template.metadata.labels)), rule.ports.map((p) => p.port)])).toEqual([[[true], [containerPort]]]);
  });
});

describe('k8s prod overlay: Prometheus Operator objects', () => {
  const objects = built.prod;
  type Monitor = K8sObject & { spec: { selector: { matchLabels: Record<string, string> }; endpoints?: { port: string; path: string }[]; podMetricsEndpoints?: { port: string; path: string }[] } };

  it('ServiceMonitors select the gateway and sandbox Services and scrape /metrics on a port those Services name', () => {
    for (const name of ['gateway', 'sandbox']) {
      const monitor = find<Monitor>(objects, 'ServiceMonitor', name);
      const selected = (objects.filter((o) => o.kind === 'Service') as ServiceObject[]).filter((service) => matches(monitor.spec.selector.matchLabels, service.metadata.labels));
      expect(selected.map((service) => service.metadata.name)).toEqual([name]);
      for (const endpoint of monitor.spec.endpoints ?? []) {
        expect(endpoint.path).toBe('/metrics');
        expect(selected[0].spec.ports.map((port) => port.name)).toContain(endpoint.port);
      }
    }
  });

  it('a PodMonitor selects the execution pods (they have no Service) and scrapes /metrics on their health port', () => {
    const monitor = find<Monitor>(objects, 'PodMonitor', 'execution');
    const selected = workloads(objects).filter((workload) => matches(monitor.spec.selector.matchLabels, workload.spec.template.metadata.labels));
    expect(selected.map((workload) => workload.metadata.name)).toEqual(['execution']);
    expect(monitor.spec.podMetricsEndpoints).toEqual([expect.objectContaining({ port: 'health', path: '/metrics' })]);
    expect(selected[0].spec.template.spec.containers[0].ports?.map((port) => port.name)).toContain('health');
  });

  it('alerts and records only on metrics the apps define, the rules record or the allow-list names; each alert with a severity and a summary', () => {
    const defined = definedMetricNames();
    const rules = alertRules();
    const recorded = recordedNames(rules);
    expect(rules.filter((r) => r.alert).length).toBeGreaterThan(0);
    for (const r of rules) {
      expect(metricNames(r.expr).length).toBeGreaterThan(0);
      expect([r.alert ?? r.record, unknownMetrics(r.expr, defined, recorded)]).toEqual([r.alert ?? r.record, []]);
      if (!r.alert) continue;
      expect(['warning', 'critical']).toContain(r.labels?.severity);
      expect(r.annotations?.summary).toBeTruthy();
    }
  });

  it('gives every alert a runbook_url to its own subsection of docs/operations.md "Runbook", an anchor the guide has', () => {
    const guide = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
    const anchors = headingAnchors(guide);
    const runbook = headingAnchors(guide.slice(guide.indexOf('\n## Runbook\n'), guide.indexOf('\n## ', guide.indexOf('\n## Runbook\n') + 1)));
    for (const { alert, annotations } of alertRules().filter((r) => r.alert)) {
      const url = annotations?.runbook_url ?? '';
      const anchor = /^docs\/operations\.md#(.+)$/.exec(url)?.[1] ?? '';
      expect([alert, url, anchors.has(anchor), runbook.has(anchor)]).toEqual([alert, `docs/operations.md#${githubAnchor(alert ?? '')}`, true, true]);
    }
  });

  it('reads from other exporters only metrics the allow-list names, and the allow-list names only metrics a rule or the dashboard reads', () => {
    const used = new Set(monitoringExpressions(alertRules(), readDashboard()).flatMap(({ expr }) => metricNames(expr)));
    expect(Object.keys(EXTERNAL_METRICS).filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('k8s prod overlay: Grafana dashboard', () => {
  const dashboard = readDashboard();

  it('ships the dashboard file as a ConfigMap labelled for the Grafana sidecar, under a fixed name', () => {
    const config = find(built.prod, 'ConfigMap', 'algosheets-dashboard') as K8sObject & { data: Record<string, string> };
    expect(config.metadata.labels?.grafana_dashboard).toBe('1');
    expect(config.data).toEqual({ 'algosheets-dashboard.json': readFileSync(DASHBOARD_FILE, 'utf8') });
    expect(dashboard.uid).toBeTruthy();
    expect(dashboard.title).toBeTruthy();
  });

  it('queries, in every panel and variable, only metrics the apps define, the rules record or the allow-list names, through the data source variable', () => {
    const defined = definedMetricNames();
    const recorded = recordedNames(alertRules());
    const panels = dashboardPanels(dashboard).filter((panel) => panel.targets);
    expect(panels.length).toBeGreaterThan(0);
    for (const panel of panels) {
      expect([panel.title, panel.datasource?.uid]).toEqual([panel.title, '${datasource}']);
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        const expr = target.expr ?? '';
        expect([panel.title, expr, target.datasource?.uid, metricNames(expr).length > 0, unknownMetrics(expr, defined, recorded)]).toEqual([panel.title, expr, '${datasource}', true, []]);
      }
    }
    const queries = dashboard.templating.list.filter((variable) => variable.type === 'query');
    expect(queries.length).toBeGreaterThan(0);
    for (const variable of queries) {
      // label_values(<series selector>, <label>): only the selector names a metric.
      const selector = variableSelector(variableQuery(variable));
      expect([variable.name, selector.length > 0, metricNames(selector).length > 0, unknownMetrics(selector, defined, recorded)]).toEqual([variable.name, true, true, []]);
    }
    expect(dashboard.templating.list.find((variable) => variable.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
  });
});

describe('the readers the metric and runbook checks rely on', () => {
  it('metricNames finds metric names, not functions, keywords, labels, strings, durations or Grafana variables', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (kind, le) (rate(a_seconds_bucket{kind=~"run|submit", x="b_total"}[$__rate_interval]))) / on (namespace) group_left(pod) b:rule:ratio > 1e3 and absent(c offset 5m) or up{job="d"} == bool 0',
      ),
    ).toEqual(['a_seconds_bucket', 'b:rule:ratio', 'c', 'up']);
    expect(metricNames('sum(rate(x[5m])) by (le) * 14.4')).toEqual(['x']);
  });

  it('appMetricsRead lists the names rules, panels and variables read, with their readers, without recorded or other exporters\' names', () => {
    const rules: Rule[] = [
      { record: 'a:ratio', expr: 'sum(rate(a_seconds_count[5m]))' },
      { alert: 'High', expr: 'a:ratio > 1 and on (pod) up == 0' },
    ];
    const dashboard = {
      uid: 'u',
      title: 't',
      panels: [{ title: 'Row', panels: [{ title: 'Waits', targets: [{ expr: 'max(b_total{x="c"}) + a_seconds_count' }] }] }],
      templating: { list: [{ name: 'namespace', type: 'query', query: { query: 'label_values(d_age_seconds, namespace)' } }, { name: 'datasource', type: 'datasource', query: 'prometheus' }] },
    };
    expect(Object.fromEntries(appMetricsRead(rules, dashboard))).toEqual({ a_seconds_count: ['record a:ratio', 'panel Waits'], b_total: ['panel Waits'], d_age_seconds: ['variable namespace'] });
  });

  it('headingAnchors follows GitHub: lower case, punctuation dropped, spaces to dashes, code blocks skipped, repeats numbered', () => {
    const anchors = headingAnchors('# Operating AlgoSheets\n## The sandbox\'s one privilege\n```bash\n# not a heading\n```\n### `up` == 0, now!\n### Runbook\n#### Runbook\n');
    expect([...anchors]).toEqual(['operating-algosheets', 'the-sandboxs-one-privilege', 'up--0-now', 'runbook', 'runbook-1']);
    expect(githubAnchor('AlgoSheetsRedisMemoryHigh')).toBe('algosheetsredismemoryhigh');
  });
});

describe('k8s base stays overlay-neutral', () => {
  it('holds no namespace and no image tag, so overlays decide both', () => {
    const base = kustomizeBuild(join(ROOT, 'k8s', 'base'));
    expect(base.filter((o) => o.metadata.namespace !== undefined)).toEqual([]);
    for (const workload of workloads(base)) for (const container of allContainers(workload)) expect(splitImage(container.image).tag).toBeUndefined();
  });

  it('prod runs more sandbox replicas and wider autoscaling bounds than dev', () => {
    const replicas = (overlay: 'dev' | 'prod') => (find(built[overlay], 'ScaledObject', 'sandbox') as K8sObject & { spec: { minReplicaCount: number } }).spec.minReplicaCount;
    const maxScale = (overlay: 'dev' | 'prod') => (find(built[overlay], 'ScaledObject', 'execution') as K8sObject & { spec: { maxReplicaCount: number } }).spec.maxReplicaCount;
    expect(replicas('prod')).toBeGreaterThan(replicas('dev'));
    expect(maxScale('prod')).toBeGreaterThan(maxScale('dev'));
  });
});
