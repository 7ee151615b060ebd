import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kustomizeBuild, type K8sObject } from './support/kustomize';
import { OVERLAY_NAMESPACES, OVERLAYS, ROOT } from './support/repo';

/**
 * The first `kubectl apply` works as documented: every Secret, ConfigMap, service account and
 * volume claim a rendered object refers to exists in the object's own namespace, either rendered
 * by the overlay or created by a command of docs/operations.md "Install on Kubernetes" (read from
 * the guide, so that the guide and the manifests cannot drift apart), with every key used.
 */

/** An object a reference needs: `kind/namespace/name`, and the keys read from it (empty: any). */
interface Reference {
  from: string;
  kind: 'Secret' | 'ConfigMap' | 'ServiceAccount' | 'PersistentVolumeClaim' | 'TriggerAuthentication';
  namespace: string;
  name: string;
  keys: string[];
}

/** What the documented commands create: `kind/namespace/name` → keys. */
type Created = Map<string, Set<string>>;

/** Splits a shell line into words: single and double quotes, `$(…)` kept whole; no globbing, no expansion. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: string | null = null;
  let depth = 0;
  for (const char of line) {
    if (quote) {
      if (char === quote && depth === 0) quote = null;
      else word += char;
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (/\s/.test(char) && depth === 0) {
      if (word) words.push(word);
      word = '';
    } else {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      word += char;
    }
  }
  if (word) words.push(word);
  return words;
}

/**
 * The shell commands of the first code block under the guide's `heading` (up to the next heading of
 * its level or above; headings below the title have two #s or more, a shell comment one),
 * continuation lines joined, comments dropped.
 */
function documentedCommands(heading = '## Install on Kubernetes'): string[][] {
  const guide = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
  const start = guide.indexOf(`\n${heading}\n`);
  const level = heading.split(' ')[0].length;
  const next = guide.slice(start + 1).search(new RegExp(`\n#{2,${level}} `));
  const section = guide.slice(start, next < 0 ? undefined : start + 1 + next);
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1];
  if (start < 0 || !block) throw new Error(`docs/operations.md "${heading}" has no bash block`);
  return block
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map(shellWords);
}

/** The objects the documented `kubectl create namespace` / `kubectl create secret generic` commands create. */
function createdByCommands(commands: string[][]): Created {
  const created: Created = new Map();
  for (const words of commands) {
    if (words[0] !== 'kubectl') continue;
    let namespace = 'default';
    const args: string[] = [];
    for (let i = 1; i < words.length; i += 1) {
      if (words[i] === '-n' || words[i] === '--namespace') namespace = words[(i += 1)];
      else if (words[i].startsWith('--namespace=')) namespace = words[i].slice('--namespace='.length);
      else args.push(words[i]);
    }
    if (args[0] === 'create' && args[1] === 'namespace') created.set(`Namespace//${args[2]}`, new Set());
    if (args[0] === 'create' && args[1] === 'secret' && args[2] === 'generic') {
      const keys = args.filter((arg) => arg.startsWith('--from-literal=')).map((arg) => arg.slice('--from-literal='.length).split('=')[0]);
      created.set(`Secret/${namespace}/${args[3]}`, new Set(keys));
    }
  }
  return created;
}

/** The section of the guide that creates what the loadtest overlay's load-kit Job needs besides the install's objects. */
const LOAD_KIT_SECTION = '### In the cluster: the load-kit Job';

/**
 * The guide's commands for an overlay: written for prod (`algosheets`); dev runs them with its own
 * namespace names, as the guide says; loadtest adds those of its load-kit Job.
 */
function createdFor(overlay: (typeof OVERLAYS)[number]): Created {
  const rename = (namespace: string) => namespace.replace(/^algosheets(?=$|-sandbox$)/, OVERLAY_NAMESPACES[overlay]);
  const commands = [...documentedCommands(), ...(overlay === 'loadtest' ? documentedCommands(LOAD_KIT_SECTION) : [])];
  return new Map(
    [...createdByCommands(commands)].map(([id, keys]) => {
      const [kind, namespace, name] = id.split('/');
      return kind === 'Namespace' ? [`${kind}//${rename(name)}`, keys] : [`${kind}/${rename(namespace)}/${name}`, keys];
    }),
  );
}

interface EnvSource {
  name: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface PodSpec {
  serviceAccountName?: string;
  containers: { env?: EnvSource[]; envFrom?: { configMapRef?: { name: string; optional?: boolean }; secretRef?: { name: string; optional?: boolean } }[] }[];
  initContainers?: PodSpec['containers'];
  volumes?: { secret?: { secretName: string; optional?: boolean }; configMap?: { name: string; optional?: boolean }; persistentVolumeClaim?: { claimName: string } }[];
}

/** Every reference of `object` to another object, all in the object's own namespace (Kubernetes resolves none across). */
function referencesOf(object: K8sObject): Reference[] {
  const namespace = object.metadata.namespace ?? 'default';
  const from = `${object.kind}/${object.metadata.name}`;
  const ref = (kind: Reference['kind'], name: string, keys: string[] = []): Reference => ({ from, kind, namespace, name, keys });
  const refs: Reference[] = [];
  const pod = (object.spec as { template?: { spec?: PodSpec } } | undefined)?.template?.spec;
  if (pod) {
    // The default service account exists in every namespace; any other must be there.
    if (pod.serviceAccountName && pod.serviceAccountName !== 'default') refs.push(ref('ServiceAccount', pod.serviceAccountName));
    for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
      for (const env of container.env ?? []) {
        const secret = env.valueFrom?.secretKeyRef;
        if (secret && !secret.optional) refs.push(ref('Secret', secret.name, [secret.key]));
        const config = env.valueFrom?.configMapKeyRef;
        if (config && !config.optional) refs.push(ref('ConfigMap', config.name, [config.key]));
      }
      for (const source of container.envFrom ?? []) {
        if (source.secretRef && !source.secretRef.optional) refs.push(ref('Secret', source.secretRef.name));
        if (source.configMapRef && !source.configMapRef.optional) refs.push(ref('ConfigMap', source.configMapRef.name));
      }
    }
    for (const volume of pod.volumes ?? []) {
      if (volume.secret && !volume.secret.optional) refs.push(ref('Secret', volume.secret.secretName));
      if (volume.configMap && !volume.configMap.optional) refs.push(ref('ConfigMap', volume.configMap.name));
      if (volume.persistentVolumeClaim) refs.push(ref('PersistentVolumeClaim', volume.persistentVolumeClaim.claimName));
    }
  }
  if (object.kind === 'TriggerAuthentication') {
    for (const target of (object.spec as { secretTargetRef?: { name: string; key: string }[] }).secretTargetRef ?? []) refs.push(ref('Secret', target.name, [target.key]));
  }
  if (object.kind === 'ScaledObject') {
    for (const trigger of (object.spec as { triggers: { authenticationRef?: { name: string; kind?: string } }[] }).triggers) {
      if (trigger.authenticationRef && (trigger.authenticationRef.kind ?? 'TriggerAuthentication') === 'TriggerAuthentication') refs.push(ref('TriggerAuthentication', trigger.authenticationRef.name));
    }
  }
  return refs;
}

/** The references among `objects` that neither `objects` nor `created` satisfy, as readable lines. */
function unresolved(objects: K8sObject[], created: Created): string[] {
  const rendered: Created = new Map(
    objects.map((object) => [`${object.kind}/${object.metadata.namespace ?? 'default'}/${object.metadata.name}`, new Set(Object.keys({ ...(object.data as object), ...(object.stringData as object) }))]),
  );
  return objects.flatMap(referencesOf).flatMap((reference) => {
    const id = `${reference.kind}/${reference.namespace}/${reference.name}`;
    const keys = rendered.get(id) ?? created.get(id);
    if (!keys) return [`${reference.from} needs ${id}, which neither the overlay nor the guide's commands create`];
    return reference.keys.filter((key) => !keys.has(key)).map((key) => `${reference.from} needs key ${key} of ${id}, which is not there`);
  });
}

describe.each(OVERLAYS)('k8s overlay %s: references resolve on a fresh cluster', (overlay) => {
  const objects = kustomizeBuild(join(ROOT, 'k8s', 'overlays', overlay));
  const created = createdFor(overlay);

  it('the guide creates both namespaces and both Secrets, each Secret in the namespace of the pods that read it; for loadtest, the load kit\'s password Secret too', () => {
    expect([...created.keys()].sort()).toEqual(
      [
        `Namespace//${OVERLAY_NAMESPACES[overlay]}`,
        `Namespace//${OVERLAY_NAMESPACES[overlay]}-sandbox`,
        `Secret/${OVERLAY_NAMESPACES[overlay]}/algosheets-secrets`,
        `Secret/${OVERLAY_NAMESPACES[overlay]}-sandbox/algosheets-sandbox-token`,
        ...(overlay === 'loadtest' ? [`Secret/${OVERLAY_NAMESPACES[overlay]}/algosheets-load-test`] : []),
      ].sort(),
    );
  });

  it('every secretKeyRef, configMapRef, serviceAccountName, volume claim and KEDA auth resolves in its own namespace, with its keys', () => {
    const references = objects.flatMap(referencesOf);
    // The check has something to check: the workloads' Secret and ConfigMap references at least.
    expect(references.filter((reference) => reference.kind === 'Secret').length).toBeGreaterThan(5);
    expect(references.some((reference) => reference.kind === 'ConfigMap')).toBe(true);
    expect(unresolved(objects, created)).toEqual([]);
  });

  it('the migration applied alone (`-l app.kubernetes.io/name=migrate`, before anything else of the release) needs only what the guide creates', () => {
    const selected = objects.filter((object) => object.metadata.labels?.['app.kubernetes.io/name'] === 'migrate');
    expect(selected.map((object) => object.kind)).toContain('Job');
    expect(unresolved(selected, created)).toEqual([]);
  });

  it('a reference to a Secret in another namespace is caught (the sandbox reading algosheets-secrets, as before)', () => {
    const moved = objects.map((object) =>
      object.kind === 'Deployment' && object.metadata.name === 'sandbox' ? (JSON.parse(JSON.stringify(object).replace('"algosheets-sandbox-token"', '"algosheets-secrets"')) as K8sObject) : object,
    );
    expect(unresolved(moved, created)).toEqual([expect.stringMatching(/^Deployment\/sandbox needs Secret\/[a-z-]+-sandbox\/algosheets-secrets/)]);
  });
});

describe('the guide waits for the migration Job the prod overlay renders', () => {
  it('names job/algosheets-migrate-<tag> of the prod overlay in its wait command', () => {
    const job = kustomizeBuild(join(ROOT, 'k8s', 'overlays', 'prod')).find((object) => object.kind === 'Job' && object.metadata.labels?.['app.kubernetes.io/name'] === 'migrate');
    const wait = documentedCommands().find((words) => words.includes('wait'));
    expect(wait).toEqual(expect.arrayContaining([`job/${job?.metadata.name}`, '--for=condition=complete']));
  });
});
