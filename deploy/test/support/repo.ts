import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { K8sObject } from './kustomize';

/** The repository root (deploy/test/support → ../../..). */
export const ROOT = resolve(__dirname, '../../..');

/** Every overlay under k8s/overlays that a cluster is deployed from. */
export const OVERLAYS = ['dev', 'prod', 'loadtest'] as const;

/** The namespace each overlay deploys into (loadtest is prod with raised limits); the sandbox's is `<it>-sandbox`. */
export const OVERLAY_NAMESPACES: Record<(typeof OVERLAYS)[number], string> = { dev: 'algosheets-dev', prod: 'algosheets', loadtest: 'algosheets' };

/** The sandbox's objects, which the overlays move into a namespace of their own. */
export const SANDBOX_OBJECTS = ['Deployment/sandbox', 'Service/sandbox', 'ScaledObject/sandbox', 'PodDisruptionBudget/sandbox', 'NetworkPolicy/sandbox', 'NetworkPolicy/sandbox-default-deny'];

const load = createRequire(__filename);

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

/** Packages of CRD models by API group, generated from each project's CRD schemas. */
const CRD_MODELS: Record<string, string> = {
  'keda.sh': '@kubernetes-models/keda',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

/**
 * The JSON-schema model of an object's apiVersion/kind: Kubernetes' own types from
 * `kubernetes-models` (generated from the Kubernetes OpenAPI document), KEDA's CRDs from
 * `@kubernetes-models/keda` and the Prometheus Operator's (ServiceMonitor, PodMonitor,
 * PrometheusRule) from `@kubernetes-models/prometheus-operator`. Throws for a kind none knows,
 * so a new kind cannot slip in unvalidated.
 */
export function modelFor(object: K8sObject): ModelClass {
  const crdPackage = CRD_MODELS[object.apiVersion.split('/')[0]];
  const module = crdPackage && object.apiVersion.includes('/') ? `${crdPackage}/${object.apiVersion}` : `kubernetes-models/${object.apiVersion}`;
  let exports: Record<string, ModelClass>;
  try {
    exports = load(module) as Record<string, ModelClass>;
  } catch {
    throw new Error(`no schema for apiVersion ${object.apiVersion}`);
  }
  const model = exports[object.kind];
  if (typeof model !== 'function') throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  return model;
}

/** Validates one object against its schema; returns the error messages (empty when valid). */
export function schemaErrors(object: K8sObject): string[] {
  try {
    new (modelFor(object))(object).validate();
    return [];
  } catch (error) {
    return [`${object.kind}/${object.metadata.name}: ${(error as Error).message}`];
  }
}
