import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { K8sObject } from './kustomize';
import { metricNames } from './promql';
import { ROOT } from './repo';

/**
 * Readers of what the monitoring reads: the PrometheusRule's alerts and recording rules, the
 * Grafana dashboard's panels and variables, the metric names the apps define and the allow-list
 * of other exporters' metrics. Shared by the static check (deploy/test/k8s-manifests.spec.ts:
 * every name is defined somewhere) and the live one (tools/load/metrics-scrape.spec.ts: every app
 * metric is in a scrape of a running stack), so both read the same names.
 */

/** One rule of the PrometheusRule: an alert or a recording rule (`record:`). */
export type Rule = { alert?: string; record?: string; expr: string; labels?: { severity: string }; annotations?: { summary: string; runbook_url?: string } };

export const DASHBOARD_FILE = join(ROOT, 'k8s', 'components', 'grafana-dashboard', 'algosheets-dashboard.json');
type Target = { expr?: string; datasource?: { uid?: string } };
export type Panel = { title: string; datasource?: { uid?: string }; targets?: Target[]; panels?: Panel[] };
export type Dashboard = { uid: string; title: string; panels: Panel[]; templating: { list: { name: string; type: string; query?: string | { query: string } }[] } };

/**
 * Metric names the apps define, read from the files that name them (one per app, plus the
 * queue gauge shared by gateway and worker), so that alert rules cannot drift from the code.
 */
export function definedMetricNames(): Set<string> {
  const files = ['apps/gateway/src/metrics/gateway-metrics.ts', 'apps/execution/src/metrics/worker-metrics.ts', 'apps/sandbox/src/api/sandbox-metrics.ts', 'libs/server-common/src/metrics.ts'];
  return new Set(files.flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/'(algosheets_[a-z_]+)'/g)].map((match) => match[1])));
}

/**
 * Metrics that the alert rules and the dashboard read from other exporters, which no code here
 * defines, each with the exporter that does. Only these may appear besides the apps' own names
 * and the recorded ones, and each must be used (so the list cannot keep a name nothing reads).
 */
export const EXTERNAL_METRICS: Record<string, string> = {
  // Prometheus itself: one series per scrape target, 1 when its last scrape succeeded.
  up: 'Prometheus',
  // kube-state-metrics: pods of each Deployment; restarts and last termination reason per container.
  kube_deployment_status_replicas: 'kube-state-metrics',
  kube_pod_container_status_restarts_total: 'kube-state-metrics',
  kube_pod_container_status_last_terminated_reason: 'kube-state-metrics',
  // The KEDA operator, 2.14 and later: errors of each scaler of a ScaledObject.
  keda_scaler_detail_errors_total: 'KEDA operator',
  // redis_exporter: memory Redis uses, and its maxmemory (0 when unset).
  redis_memory_used_bytes: 'redis_exporter',
  redis_memory_max_bytes: 'redis_exporter',
};

/** The names of `expr` that neither the apps define, nor the rules record, nor EXTERNAL_METRICS lists. */
export function unknownMetrics(expr: string, defined: Set<string>, recorded: Set<string>): string[] {
  const known = (name: string) => defined.has(name) || recorded.has(name) || name in EXTERNAL_METRICS || (/_(bucket|count|sum)$/.test(name) && defined.has(name.replace(/_(bucket|count|sum)$/, '')));
  return metricNames(expr).filter((name) => !known(name));
}

/**
 * The rules of every group of the PrometheusRule `algosheets` among `objects` (a built overlay),
 * alerts and recording rules.
 * @throws Error when there is no such PrometheusRule
 */
export function prometheusRules(objects: K8sObject[]): Rule[] {
  const rule = objects.find((o) => o.kind === 'PrometheusRule' && o.metadata.name === 'algosheets') as (K8sObject & { spec: { groups: { rules: Rule[] }[] } }) | undefined;
  if (!rule) throw new Error('PrometheusRule/algosheets is missing');
  return rule.spec.groups.flatMap((group) => group.rules);
}

/** The names the rules record (`record:`), which other rules and the dashboard may read. */
export function recordedNames(rules: Rule[]): Set<string> {
  return new Set(rules.flatMap((r) => (r.record ? [r.record] : [])));
}

/** The dashboard file, parsed. */
export function readDashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as Dashboard;
}

/** Every panel of the dashboard, those inside collapsed rows too. */
export function dashboardPanels(dashboard: Dashboard): Panel[] {
  return dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
}

/** The query of a dashboard variable: a string, or the `query` of an object (Grafana writes both). */
export function variableQuery(variable: Dashboard['templating']['list'][number]): string {
  return typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? '');
}

/**
 * The series selector of a `label_values(<series selector>, <label>)` variable query, the only
 * part that names a metric; '' for any other query.
 */
export function variableSelector(query: string): string {
  return /^label_values\((.+),\s*\w+\)$/.exec(query)?.[1] ?? '';
}

/**
 * Every PromQL expression the rules and the dashboard evaluate, each with who reads it
 * (`alert <name>`, `record <name>`, `panel <title>`, `variable <name>`).
 */
export function monitoringExpressions(rules: Rule[], dashboard: Dashboard): { reader: string; expr: string }[] {
  return [
    ...rules.map((r) => ({ reader: r.alert ? `alert ${r.alert}` : `record ${r.record}`, expr: r.expr })),
    ...dashboardPanels(dashboard).flatMap((panel) => (panel.targets ?? []).map((target) => ({ reader: `panel ${panel.title}`, expr: target.expr ?? '' }))),
    ...dashboard.templating.list.filter((variable) => variable.type === 'query').map((variable) => ({ reader: `variable ${variable.name}`, expr: variableSelector(variableQuery(variable)) })),
  ];
}

/**
 * The apps' metric names the rules and the dashboard read, each with its readers: every name of
 * {@link monitoringExpressions} except those the rules record and those of other exporters
 * ({@link EXTERNAL_METRICS}). Names are as read (`x_count`, not the histogram `x`).
 */
export function appMetricsRead(rules: Rule[], dashboard: Dashboard): Map<string, string[]> {
  const recorded = recordedNames(rules);
  const read = new Map<string, string[]>();
  for (const { reader, expr } of monitoringExpressions(rules, dashboard)) {
    for (const name of metricNames(expr)) {
      if (recorded.has(name) || name in EXTERNAL_METRICS) continue;
      read.set(name, [...new Set([...(read.get(name) ?? []), reader])]);
    }
  }
  return read;
}
