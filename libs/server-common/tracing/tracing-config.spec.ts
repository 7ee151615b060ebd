import { loadTracingConfig, TracingConfigError } from './tracing-config';

describe('loadTracingConfig', () => {
  it('is off by default, the service named after the app; empty variables count as unset', () => {
    expect(loadTracingConfig({}, 'gateway')).toEqual({ serviceName: 'gateway', tracesUrl: null });
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: '' }, 'execution')).toEqual({ serviceName: 'execution', tracesUrl: null });
  });

  it('appends /v1/traces to the base endpoint (keeping its path) and takes the traces endpoint as it is, which wins', () => {
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, 'x').tracesUrl).toBe('http://collector:4318/v1/traces');
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/ingest/' }, 'x').tracesUrl).toBe('https://otel.example.com/ingest/v1/traces');
    expect(loadTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/traces' }, 'x').tracesUrl).toBe('http://b:4318/traces');
  });

  it('refuses a malformed endpoint or service name with a message naming the variable and the value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, /^OTEL_EXPORTER_OTLP_ENDPOINT must be an http:\/\/ or https:\/\/ URL .*got "collector:4318"$/],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost' }, /^OTEL_EXPORTER_OTLP_ENDPOINT must be/],
      [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'ftp://collector/v1/traces' }, /^OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be/],
      // The unused base endpoint is checked too: the typo shows now, not when the traces one is removed.
      [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b:4318/traces', OTEL_EXPORTER_OTLP_ENDPOINT: 'http//a' }, /^OTEL_EXPORTER_OTLP_ENDPOINT must be/],
      [{ OTEL_SERVICE_NAME: 'two words' }, /^OTEL_SERVICE_NAME may hold letters, digits, "\.", "_" and "-" only \(at most 64\), got "two words"$/],
      [{ OTEL_SERVICE_NAME: 'x'.repeat(65) }, /^OTEL_SERVICE_NAME may hold/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadTracingConfig(env, 'gateway')).toThrow(TracingConfigError);
      expect(() => loadTracingConfig(env, 'gateway')).toThrow(message);
    }
  });
});
