import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kustomizeBuild, splitImage, type K8sObject } from './support/kustomize';
import { ROOT, schemaErrors } from './support/repo';

/** The kustomize subset and the schema check themselves: each must fail where it should. */

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'algosheets-kustomize-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
  labels: { app: api }
spec:
  replicas: 2
  selector:
    matchLabels: { app: api }
  template:
    metadata:
      labels: { app: api }
    spec:
      containers:
        - name: api
          image: registry:5000/team/api:1.0
---
apiVersion: v1
kind: Service
metadata:
  name: api
spec:
  selector: { app: api }
  ports: [{ port: 80 }]
`;

const header = 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n';

describe('kustomizeBuild', () => {
  it('applies patches, namespace, labels (templates too, never selectors), replicas and images like kustomize', () => {
    write('base/app.yaml', deployment);
    write('base/kustomization.yaml', `${header}resources: [app.yaml]\n`);
    write('overlay/ns.yaml', 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team\n');
    write(
      'overlay/kustomization.yaml',
      `${header}namespace: team
labels:
  - pairs: { tier: backend }
    includeSelectors: false
    includeTemplates: true
resources: [ns.yaml, ../base]
images:
  - name: registry:5000/team/api
    newName: example.com/api
    newTag: "2.0"
replicas:
  - name: api
    count: 5
patches:
  - target: { kind: Service, name: api }
    patch: |-
      - op: test
        path: /spec/ports/0/port
        value: 80
      - op: replace
        path: /spec/ports/0/port
        value: 8080
      - op: add
        path: /metadata/annotations
        value: { a~b/c: "1" }
`,
    );
    const [namespace, app, service] = kustomizeBuild(join(dir, 'overlay')) as (K8sObject & { spec: Record<string, never> })[];
    expect(namespace.metadata).toEqual({ name: 'team', labels: { tier: 'backend' } });
    expect(app.metadata).toEqual({ name: 'api', namespace: 'team', labels: { app: 'api', tier: 'backend' } });
    expect(app.spec).toMatchObject({
      replicas: 5,
      selector: { matchLabels: { app: 'api' } },
      template: { metadata: { labels: { app: 'api', tier: 'backend' } }, spec: { containers: [{ image: 'example.com/api:2.0' }] } },
    });
    expect(service.spec).toEqual({ selector: { app: 'api' }, ports: [{ port: 8080 }] });
    expect(service.metadata.annotations).toEqual({ 'a~b/c': '1' });
  });

  it('refuses fields outside the supported subset instead of ignoring them', () => {
    write('app.yaml', deployment);
    write('kustomization.yaml', `${header}namePrefix: x-\nresources: [app.yaml]\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/unsupported fields namePrefix/);
  });

  it('refuses a strategic-merge patch, a failing test operation and a target that matches nothing', () => {
    write('app.yaml', deployment);
    write('kustomization.yaml', `${header}resources: [app.yaml]\npatches:\n  - target: { kind: Service, name: api }\n    patch: |-\n      spec:\n        type: NodePort\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/only JSON 6902 patches/);
    write('kustomization.yaml', `${header}resources: [app.yaml]\npatches:\n  - target: { kind: Service, name: api }\n    patch: |-\n      - op: test\n        path: /spec/ports/0/port\n        value: 81\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/test \/spec\/ports\/0\/port failed/);
    write('kustomization.yaml', `${header}resources: [app.yaml]\npatches:\n  - target: { kind: Service, name: nope }\n    patch: |-\n      - op: remove\n        path: /spec\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/matches nothing/);
    write('kustomization.yaml', `${header}resources: [app.yaml]\npatches:\n  - target: { kind: Service, name: api }\n    patch: |-\n      - op: replace\n        path: /spec/missing\n        value: 1\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/nothing to replace/);
  });

  it('refuses missing resources, duplicate objects and images that match no container', () => {
    write('app.yaml', deployment);
    write('kustomization.yaml', `${header}resources: [app.yaml, gone.yaml]\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/gone.yaml does not exist/);
    write('kustomization.yaml', `${header}resources: [app.yaml, app.yaml]\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/Deployment\/\/api is defined twice/);
    write('kustomization.yaml', `${header}resources: [app.yaml]\nimages:\n  - name: other\n    newTag: "1"\n`);
    expect(() => kustomizeBuild(dir)).toThrow(/image other matches no container/);
  });

  it('applies components after resources: their objects join the build and get the includer\'s namespace, their patches reach base objects', () => {
    write('base/app.yaml', deployment);
    write('base/kustomization.yaml', `${header}resources: [app.yaml]\n`);
    write('component/monitor.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: monitor\n');
    write(
      'component/kustomization.yaml',
      `apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component
resources: [monitor.yaml]
patches:
  - target: { kind: Deployment, name: api }
    patch: |-
      - op: add
        path: /spec/template/metadata/annotations
        value: { scrape: "true" }
`,
    );
    write('overlay/kustomization.yaml', `${header}namespace: team\nresources: [../base]\ncomponents: [../component]\n`);
    const built = kustomizeBuild(join(dir, 'overlay')) as (K8sObject & { spec: { template?: { metadata: { annotations?: Record<string, string> } } } })[];
    expect(built.map((o) => `${o.kind}/${o.metadata.namespace}/${o.metadata.name}`)).toEqual(['Deployment/team/api', 'Service/team/api', 'ConfigMap/team/monitor']);
    expect(built[0].spec.template?.metadata.annotations).toEqual({ scrape: 'true' });
  });

  it('generates a ConfigMap per configMapGenerator entry after the components: one key per file, its options\' labels, the includer\'s namespace', () => {
    write('component/dashboards/board.json', '{"uid": "b"}\n');
    write(
      'component/kustomization.yaml',
      `apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component
configMapGenerator:
  - name: boards
    files: [dashboards/board.json]
    options:
      labels: { grafana_dashboard: "1" }
      disableNameSuffixHash: true
`,
    );
    write('overlay/kustomization.yaml', `${header}namespace: team\ncomponents: [../component]\n`);
    expect(kustomizeBuild(join(dir, 'overlay'))).toEqual([
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'boards', namespace: 'team', labels: { grafana_dashboard: '1' } }, data: { 'board.json': '{"uid": "b"}\n' } },
    ]);
  });

  it('refuses a generated name with a hash suffix, a file outside the kustomization, a missing file and unsupported generator fields', () => {
    write('outside.json', '{}');
    write('k/board.json', '{}');
    const generator = (entry: string) => {
      write('k/kustomization.yaml', `${header}configMapGenerator:\n${entry}`);
      return () => kustomizeBuild(join(dir, 'k'));
    };
    expect(generator('  - name: b\n    files: [board.json]\n')).toThrow(/needs options.disableNameSuffixHash: true/);
    expect(generator('  - name: b\n    files: [../outside.json]\n    options: { disableNameSuffixHash: true }\n')).toThrow(/must be a path below/);
    expect(generator('  - name: b\n    files: [gone.json]\n    options: { disableNameSuffixHash: true }\n')).toThrow(/gone.json does not exist/);
    expect(generator('  - name: b\n    literals: [a=b]\n    files: [board.json]\n    options: { disableNameSuffixHash: true }\n')).toThrow(/unsupported fields literals/);
    expect(generator('  - name: b\n    files: [board.json]\n    options: { disableNameSuffixHash: true, immutable: true }\n')).toThrow(/unsupported fields immutable/);
    expect(generator('  - name: b\n    files: [board.json]\n    options: { disableNameSuffixHash: true }\n')()).toEqual([{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'b' }, data: { 'board.json': '{}' } }]);
  });

  it('refuses a component listed as a resource and a kustomization listed as a component', () => {
    write('component/kustomization.yaml', 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\n');
    write('base/kustomization.yaml', `${header}resources: []\n`);
    write('a/kustomization.yaml', `${header}resources: [../component]\n`);
    expect(() => kustomizeBuild(join(dir, 'a'))).toThrow(/must be kustomize.config.k8s.io\/v1beta1 Kustomization/);
    write('b/kustomization.yaml', `${header}components: [../base]\n`);
    expect(() => kustomizeBuild(join(dir, 'b'))).toThrow(/must be kustomize.config.k8s.io\/v1alpha1 Component/);
  });

  it('splits image references without mistaking a registry port for a tag', () => {
    expect(splitImage('registry:5000/team/api')).toEqual({ name: 'registry:5000/team/api', digest: undefined });
    expect(splitImage('registry:5000/team/api:1.2')).toEqual({ name: 'registry:5000/team/api', tag: '1.2', digest: undefined });
    expect(splitImage('api@sha256:abc')).toEqual({ name: 'api', digest: 'sha256:abc' });
  });
});

describe('deploying by digest, as docs/operations.md "Images" tells operators to', () => {
  it('replacing newTag with digest in the prod overlay names every image of ours name@sha256:<digest>, the Jobs too', () => {
    const docs = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
    expect(docs).toContain('`digest: sha256:<64 hex>`');
    cpSync(join(ROOT, 'k8s'), join(dir, 'k8s'), { recursive: true });
    const overlay = join(dir, 'k8s', 'overlays', 'prod', 'kustomization.yaml');
    const digest = `sha256:${'0123456789abcdef'.repeat(4)}`;
    // The documented edit: each `newTag: <tag>` of the images: list becomes `digest: sha256:…`.
    const edited = readFileSync(overlay, 'utf8').replace(/^( {4})newTag: .+$/gm, `$1digest: ${digest}`);
    expect(edited.match(/digest: sha256:/g)).toHaveLength(4);
    writeFileSync(overlay, edited);
    const images = kustomizeBuild(join(dir, 'k8s', 'overlays', 'prod')).flatMap((object) => {
      const spec = (object.spec as { template?: { spec: { containers: { image: string }[] } } } | undefined)?.template?.spec;
      return (spec?.containers ?? []).map((container) => `${object.kind}/${object.metadata.name} ${container.image}`);
    });
    expect(images.sort()).toEqual(
      ['Deployment/execution execution', 'Deployment/gateway gateway', 'Deployment/sandbox sandbox', 'Deployment/web web', 'Job/algosheets-migrate-0.1.0 gateway'].map((entry) => {
        const [workload, app] = entry.split(' ');
        return `${workload} registry.example.com/algosheets/${app}@${digest}`;
      }),
    );
  });
});

describe('closing the gateway\'s HTTPS egress, as docs/operations.md "Defence in depth" tells operators without Google sign-in', () => {
  it('the documented JSON 6902 remove of /spec/egress/1 on NetworkPolicy/gateway leaves it PostgreSQL and Redis only', () => {
    const docs = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
    expect(docs).toContain('`/spec/egress/1` on `NetworkPolicy/gateway`');
    cpSync(join(ROOT, 'k8s'), join(dir, 'k8s'), { recursive: true });
    write(
      'k8s/overlays/no-google/kustomization.yaml',
      `${header}resources: [../prod]\npatches:\n  - target:\n      kind: NetworkPolicy\n      name: gateway\n    patch: |-\n      - op: remove\n        path: /spec/egress/1\n`,
    );
    type Policy = K8sObject & { spec: { egress: { ports: { port: number }[] }[] } };
    const egress = (overlay: string) =>
      (kustomizeBuild(join(dir, 'k8s', 'overlays', overlay)).find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'gateway') as Policy).spec.egress.map((rule) => rule.ports.map((p) => p.port));
    expect(egress('prod')).toEqual([[5432, 6379], [443]]);
    expect(egress('no-google')).toEqual([[5432, 6379]]);
  });
});

describe('schema validation', () => {
  const valid = (): K8sObject & { spec: { selector?: unknown; template: { metadata: { labels: Record<string, string> }; spec: { containers: Record<string, unknown>[] } } } } => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'api' },
    spec: { selector: { matchLabels: { app: 'api' } }, template: { metadata: { labels: { app: 'api' } }, spec: { containers: [{ name: 'api', image: 'api:1' }] } } },
  });

  it('accepts a valid object and reports wrong types, bad quantities and missing required fields', () => {
    expect(schemaErrors(valid())).toEqual([]);
    const badPort = valid();
    badPort.spec.template.spec.containers[0].ports = [{ containerPort: 'http' }];
    expect(schemaErrors(badPort).join()).toMatch(/containerPort must be integer/);
    const badQuantity = valid();
    badQuantity.spec.template.spec.containers[0].resources = { limits: { cpu: 'lots' } };
    expect(schemaErrors(badQuantity).join()).toMatch(/limits\/cpu must match format "quantity"/);
    const noSelector = valid() as K8sObject & { spec: Record<string, unknown> };
    delete noSelector.spec.selector;
    expect(schemaErrors(noSelector).join()).toMatch(/required property selector/);
  });

  it('validates KEDA and Prometheus Operator objects against their CRD schemas and refuses kinds it has no schema for', () => {
    const scaledObject = { apiVersion: 'keda.sh/v1alpha1', kind: 'ScaledObject', metadata: { name: 'x' }, spec: { scaleTargetRef: { name: 'x' } } };
    expect(schemaErrors(scaledObject).join()).toMatch(/required property triggers/);
    const serviceMonitor = { apiVersion: 'monitoring.coreos.com/v1', kind: 'ServiceMonitor', metadata: { name: 'x' }, spec: { endpoints: [{ port: 'http', interval: 'often' }] } };
    expect(schemaErrors(serviceMonitor).join()).toMatch(/required property selector/);
    expect(schemaErrors(serviceMonitor).join()).toMatch(/interval must match pattern/);
    expect(schemaErrors({ apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'x' } }).join()).toMatch(/no schema for apiVersion example.com\/v1/);
    expect(schemaErrors({ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }).join()).toMatch(/no schema for apps\/v1 Deploymnet/);
  });
});
