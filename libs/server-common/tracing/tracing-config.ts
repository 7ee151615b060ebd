/**
 * Trace settings of a server app, read from the standard OpenTelemetry variables. Traces are
 * exported only when an endpoint is set; without one, spans are neither recorded nor sent, but
 * trace ids are still made and carried (`traceparent`), so log lines of one request join across
 * the gateway, the worker and the sandbox.
 */
export interface TracingConfig {
  /** `service.name` of every span: `OTEL_SERVICE_NAME`, default the app's name (`gateway`, `execution`, `sandbox`). */
  serviceName: string;
  /**
   * Where finished spans are POSTed as OTLP/HTTP JSON, or null (the default): traces off.
   * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` as it is, else `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`.
   */
  tracesUrl: string | null;
}

/** Thrown for a malformed tracing variable; the message names the variable, the value and the rule. */
export class TracingConfigError extends Error {}

/** A service name a tracing backend shows as it is: letters, digits, `.`, `_`, `-`, at most 64. */
const SERVICE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** An http(s) URL with a host, or a TracingConfigError naming `name`. */
function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TracingConfigError(`${name} must be an http:// or https:// URL such as http://otel-collector:4318, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new TracingConfigError(`${name} must be an http:// or https:// URL such as http://otel-collector:4318, got "${raw}"`);
  }
  return url;
}

/**
 * Reads {@link TracingConfig} from `env`; an empty variable counts as unset. The signal-specific
 * endpoint wins over the base one, whose path gets `/v1/traces` appended (the OTLP exporters' rule).
 * @param defaultServiceName the app's name, used when `OTEL_SERVICE_NAME` is unset
 * @throws TracingConfigError naming the first malformed variable
 */
export function loadTracingConfig(env: Record<string, string | undefined>, defaultServiceName: string): TracingConfig {
  const serviceName = env.OTEL_SERVICE_NAME || defaultServiceName;
  if (!SERVICE_NAME.test(serviceName)) {
    throw new TracingConfigError(`OTEL_SERVICE_NAME may hold letters, digits, ".", "_" and "-" only (at most 64), got "${serviceName}"`);
  }
  const tracesEndpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const baseEndpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  // Both are checked, so a typo in the one not used does not wait for the day it is.
  const traces = tracesEndpoint ? httpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', tracesEndpoint) : null;
  const base = baseEndpoint ? httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', baseEndpoint) : null;
  let tracesUrl: string | null = null;
  if (traces) tracesUrl = traces.href;
  else if (base) tracesUrl = new URL(`${base.pathname.replace(/\/+$/, '')}/v1/traces`, base).href;
  return { serviceName, tracesUrl };
}
