import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * A small, strict implementation of the part of kustomize (kustomize.config.k8s.io/v1beta1) that
 * k8s/ uses, so that `npm test` builds every overlay offline. No npm package builds kustomizations
 * (kustomize is a Go program; this machine reaches only the npm registry).
 *
 * Supported, with kustomize's semantics:
 * - `resources`: YAML files (several documents each) and directories holding a kustomization.yaml
 *   (built recursively, depth first, in order);
 * - `components`: directories holding a `kind: Component` kustomization.yaml
 *   (kustomize.config.k8s.io/v1alpha1), applied in order after `resources`: a component adds its
 *   resources to the objects built so far and runs its own transformers over all of them, before
 *   the including kustomization runs its own;
 * - `namespace`: set on every namespaced object (cluster-scoped kinds below keep none);
 * - `labels` with `pairs`, `includeSelectors: false` and `includeTemplates`: added to
 *   `metadata.labels`, and with `includeTemplates` to the pod template labels of workloads;
 *   selectors are never touched;
 * - `images` (`name`, `newName`, `newTag`, `digest`) on every `containers`/`initContainers` image;
 * - `replicas` (`name`, `count`) on Deployments, StatefulSets and ReplicaSets;
 * - `patches` whose `patch` is an inline JSON 6902 operation list, selected by `target`
 *   (`kind`, `name`, optional `group`/`version`/`namespace`); `add`, `remove`, `replace`, `test`;
 * - `configMapGenerator` entries with `files` (each file's name is its key; the file must lie in
 *   the kustomization's directory tree) and `options` `labels`, `annotations` and
 *   `disableNameSuffixHash: true`, generated after `resources` and `components`. The name-suffix
 *   hash is not implemented, so a generator without `disableNameSuffixHash: true` is an error.
 * Anything else in a kustomization (other generators, strategic-merge patches, namePrefix, ...) is an
 * error rather than silently ignored, so the manifests cannot drift beyond what is validated.
 * A target or image entry that matches nothing is an error too (kustomize ignores it; here it
 * almost always means a typo).
 */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  components?: string[];
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { target: { kind: string; name: string; group?: string; version?: string; namespace?: string }; patch: string }[];
  configMapGenerator?: ConfigMapGenerator[];
}

interface ConfigMapGenerator {
  name: string;
  files: string[];
  options?: { labels?: Record<string, string>; annotations?: Record<string, string>; disableNameSuffixHash?: boolean };
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'components', 'labels', 'images', 'replicas', 'patches', 'configMapGenerator']);
const SUPPORTED_GENERATOR = new Set(['name', 'files', 'options']);
const SUPPORTED_GENERATOR_OPTIONS = new Set(['labels', 'annotations', 'disableNameSuffixHash']);

/** apiVersion of each kind of kustomization file. */
const KUSTOMIZATION_API = { Kustomization: 'kustomize.config.k8s.io/v1beta1', Component: 'kustomize.config.k8s.io/v1alpha1' } as const;

/** Kinds without a namespace among those a kustomization here may hold. */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition', 'PriorityClass', 'StorageClass', 'IngressClass', 'ClusterTriggerAuthentication', 'RuntimeClass']);

const WORKLOADS_WITH_TEMPLATE = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);
const SCALABLE = new Set(['Deployment', 'StatefulSet', 'ReplicaSet']);

/** Parses every document of a YAML file; throws on YAML errors and on documents that are not objects. */
export function readYamlDocuments(file: string): unknown[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  const values: unknown[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS();
    if (value !== null && value !== undefined) values.push(value);
  }
  return values;
}

function asObject(value: unknown, where: string): K8sObject {
  const object = value as K8sObject;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) throw new Error(`${where}: a document is not an object`);
  if (typeof object.apiVersion !== 'string' || typeof object.kind !== 'string' || typeof object.metadata?.name !== 'string') {
    throw new Error(`${where}: every object needs apiVersion, kind and metadata.name`);
  }
  return object;
}

/** Builds the kustomization in `dir` (kustomization.yaml) into a list of objects. */
export function kustomizeBuild(dir: string): K8sObject[] {
  return build(dir, 'Kustomization', []);
}

/**
 * Builds the kustomization file of `kind` in `dir`. A Component starts from `accumulated`, the
 * objects its includer has built so far, and returns them transformed with its own added.
 */
function build(dir: string, kind: keyof typeof KUSTOMIZATION_API, accumulated: K8sObject[]): K8sObject[] {
  const file = join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${dir}: no kustomization.yaml`);
  const [raw] = readYamlDocuments(file) as Kustomization[];
  const unsupported = Object.keys(raw).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: unsupported fields ${unsupported.join(', ')}`);
  if (raw.apiVersion !== KUSTOMIZATION_API[kind] || raw.kind !== kind) {
    throw new Error(`${file}: apiVersion/kind must be ${KUSTOMIZATION_API[kind]} ${kind}`);
  }

  let objects: K8sObject[] = [...accumulated];
  for (const entry of raw.resources ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path)) throw new Error(`${file}: resource ${entry} does not exist`);
    if (statSync(path).isDirectory()) objects.push(...kustomizeBuild(path));
    else objects.push(...readYamlDocuments(path).map((doc) => asObject(doc, path)));
  }
  objects = structuredClone(objects);
  for (const entry of raw.components ?? []) {
    const path = resolve(dir, entry);
    if (!existsSync(path) || !statSync(path).isDirectory()) throw new Error(`${file}: component ${entry} is not a directory`);
    objects = build(path, 'Component', objects);
  }
  for (const generator of raw.configMapGenerator ?? []) objects.push(generateConfigMap(generator, dir, file));

  const ids = new Set<string>();
  for (const object of objects) {
    const id = `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;
    if (ids.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    ids.add(id);
  }

  // kustomize's order of built-in transformers: patches, namespace, labels, replicas, images.
  for (const { target, patch } of raw.patches ?? []) {
    const operations = readPatch(patch, file);
    const matches = objects.filter(
      (o) =>
        o.kind === target.kind &&
        o.metadata.name === target.name &&
        (target.namespace === undefined || o.metadata.namespace === target.namespace) &&
        (target.group === undefined || groupOf(o.apiVersion) === target.group) &&
        (target.version === undefined || o.apiVersion.split('/').pop() === target.version),
    );
    if (matches.length === 0) throw new Error(`${file}: patch target ${target.kind}/${target.name} matches nothing`);
    for (const object of matches) applyJsonPatch(object as unknown as Json, operations, `${file} ${target.kind}/${target.name}`);
  }
  if (raw.namespace) {
    for (const object of objects) if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = raw.namespace;
  }
  for (const label of raw.labels ?? []) {
    if (label.includeSelectors) throw new Error(`${file}: labels with includeSelectors are not supported (selectors are immutable)`);
    for (const object of objects) {
      object.metadata.labels = { ...object.metadata.labels, ...label.pairs };
      if (label.includeTemplates && WORKLOADS_WITH_TEMPLATE.has(object.kind)) {
        const template = podTemplate(object);
        template.metadata = { ...template.metadata, labels: { ...template.metadata?.labels, ...label.pairs } };
      }
    }
  }
  for (const { name, count } of raw.replicas ?? []) {
    const targets = objects.filter((o) => SCALABLE.has(o.kind) && o.metadata.name === name);
    if (targets.length === 0) throw new Error(`${file}: replicas for ${name} match no workload`);
    for (const target of targets) (target.spec as { replicas?: number }).replicas = count;
  }
  for (const image of raw.images ?? []) {
    let matched = 0;
    for (const object of objects) matched += rewriteImages(object, image);
    if (matched === 0) throw new Error(`${file}: image ${image.name} matches no container`);
  }
  return objects;
}

/** The ConfigMap a `configMapGenerator` entry makes: one key per file, named after the file. */
function generateConfigMap(generator: ConfigMapGenerator, dir: string, file: string): K8sObject {
  const where = `${file}: configMapGenerator ${generator.name}`;
  const unsupported = [
    ...Object.keys(generator).filter((key) => !SUPPORTED_GENERATOR.has(key)),
    ...Object.keys(generator.options ?? {}).filter((key) => !SUPPORTED_GENERATOR_OPTIONS.has(key)),
  ];
  if (unsupported.length > 0) throw new Error(`${where}: unsupported fields ${unsupported.join(', ')}`);
  if (generator.options?.disableNameSuffixHash !== true) throw new Error(`${where}: needs options.disableNameSuffixHash: true (the name hash is not implemented)`);
  if (!Array.isArray(generator.files) || generator.files.length === 0) throw new Error(`${where}: needs files`);
  const data: Record<string, string> = {};
  for (const entry of generator.files) {
    const path = resolve(dir, entry);
    // kustomize's load restrictor: a kustomization reads files only below its own directory.
    if (relative(dir, path).startsWith('..') || entry.includes('=')) throw new Error(`${where}: file ${entry} must be a path below ${dir}, without a key=`);
    if (!existsSync(path)) throw new Error(`${where}: file ${entry} does not exist`);
    const key = basename(path);
    if (key in data) throw new Error(`${where}: key ${key} is given twice`);
    data[key] = readFileSync(path, 'utf8');
  }
  const { labels, annotations } = generator.options;
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name, ...(labels && { labels: { ...labels } }), ...(annotations && { annotations: { ...annotations } }) }, data };
}

function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
}

/** The pod template of a workload (`spec.template`); throws when it has none. */
function podTemplate(object: K8sObject): { metadata?: { labels?: Record<string, string> } } {
  const spec = object.spec as { template?: { metadata?: { labels?: Record<string, string> } } } | undefined;
  if (!spec?.template) throw new Error(`${object.kind}/${object.metadata.name} has no spec.template`);
  return spec.template;
}

/** Replaces matching images in every `containers`/`initContainers` list of `node`; returns the count. */
function rewriteImages(node: unknown, image: { name: string; newName?: string; newTag?: string; digest?: string }): number {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + rewriteImages(item, image), 0);
  if (typeof node !== 'object' || node === null) return 0;
  let count = 0;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value as { image?: string }[]) {
        if (!container.image) continue;
        const { name, tag, digest } = splitImage(container.image);
        if (name !== image.name) continue;
        const newName = image.newName ?? name;
        container.image = image.digest ? `${newName}@${image.digest}` : image.newTag ? `${newName}:${image.newTag}` : `${newName}${digest ? `@${digest}` : tag ? `:${tag}` : ''}`;
        count++;
      }
    } else {
      count += rewriteImages(value, image);
    }
  }
  return count;
}

/** `registry:5000/repo/name:tag@sha256:...` → name, tag, digest (a port's colon is not a tag). */
export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [withTag, digest] = image.split('@');
  const slash = withTag.lastIndexOf('/');
  const colon = withTag.lastIndexOf(':');
  if (colon > slash) return { name: withTag.slice(0, colon), tag: withTag.slice(colon + 1), digest };
  return { name: withTag, digest };
}

type Operation = { op: 'add' | 'remove' | 'replace' | 'test'; path: string; value?: Json };

function readPatch(text: string, file: string): Operation[] {
  const docs = parseAllDocuments(text);
  if (docs.length !== 1 || docs[0].errors.length > 0) throw new Error(`${file}: a patch is not one YAML document`);
  const operations = docs[0].toJS() as Operation[];
  if (!Array.isArray(operations)) throw new Error(`${file}: only JSON 6902 patches (a list of operations) are supported`);
  for (const operation of operations) {
    if (!['add', 'remove', 'replace', 'test'].includes(operation.op) || typeof operation.path !== 'string') {
      throw new Error(`${file}: unsupported patch operation ${JSON.stringify(operation)}`);
    }
  }
  return operations;
}

/** RFC 6901: `/a/b~1c/0` → ['a', 'b/c', '0']. */
function pointer(path: string): string[] {
  if (!path.startsWith('/')) throw new Error(`JSON pointer must start with /: ${path}`);
  return path.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Applies RFC 6902 operations in place; throws when a path does not exist where it must. */
export function applyJsonPatch(document: Json, operations: Operation[], where: string): void {
  for (const operation of operations) {
    const tokens = pointer(operation.path);
    const last = tokens.pop() as string;
    let parent: Json = document;
    for (const token of tokens) {
      const next: Json | undefined = Array.isArray(parent) ? parent[Number(token)] : typeof parent === 'object' && parent !== null ? parent[token] : undefined;
      if (next === undefined) throw new Error(`${where}: ${operation.op} ${operation.path}: ${token} does not exist`);
      parent = next;
    }
    if (typeof parent !== 'object' || parent === null) throw new Error(`${where}: ${operation.path} has no parent object`);
    const exists = Array.isArray(parent) ? last === '-' ? false : Number(last) < parent.length : last in parent;
    const value = structuredClone(operation.value) as Json;
    switch (operation.op) {
      case 'add':
        if (Array.isArray(parent)) parent.splice(last === '-' ? parent.length : Number(last), 0, value);
        else parent[last] = value;
        break;
      case 'replace':
        if (!exists) throw new Error(`${where}: replace ${operation.path}: nothing to replace`);
        if (Array.isArray(parent)) parent[Number(last)] = value;
        else parent[last] = value;
        break;
      case 'remove':
        if (!exists) throw new Error(`${where}: remove ${operation.path}: nothing to remove`);
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else delete parent[last];
        break;
      case 'test': {
        const current = Array.isArray(parent) ? parent[Number(last)] : parent[last];
        if (JSON.stringify(current) !== JSON.stringify(operation.value)) throw new Error(`${where}: test ${operation.path} failed`);
        break;
      }
    }
  }
}
