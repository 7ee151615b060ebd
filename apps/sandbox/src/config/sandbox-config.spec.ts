import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadSandboxConfig, MIN_AUTH_TOKEN_LENGTH } from './sandbox-config';

const strong = () => randomBytes(24).toString('hex');

describe('loadSandboxConfig: authentication is on unless explicitly turned off', () => {
  it('refuses to load without AUTHN_TOKEN, naming the variable and the way out', () => {
    expect(() => loadSandboxConfig({})).toThrow(ConfigError);
    expect(() => loadSandboxConfig({ AUTHN_TOKEN: '  ' })).toThrow(/AUTHN_TOKEN is required.*SANDBOX_AUTH_DISABLED=true/);
  });

  it('accepts one or several tokens', () => {
    const [a, b] = [strong(), strong()];
    expect(loadSandboxConfig({ AUTHN_TOKEN: `${a} ${b}` }).authTokens).toEqual([a, b]);
    expect(loadSandboxConfig({ AUTHN_TOKEN: 'x'.repeat(MIN_AUTH_TOKEN_LENGTH) }).authTokens).toHaveLength(1);
  });

  it("refuses the examples' placeholder whatever its case, without repeating it", () => {
    for (const token of ['REPLACE_WITH_RANDOM_HEX', 'replace_with_random_hex', 'changeme']) {
      expect(() => loadSandboxConfig({ AUTHN_TOKEN: token })).toThrow(/^AUTHN_TOKEN is a placeholder value from the repository's examples.*openssl rand -hex 32$/);
      expect(() => loadSandboxConfig({ AUTHN_TOKEN: token })).not.toThrow(new RegExp(token));
    }
  });

  it('refuses the token value the Kubernetes Secret example holds', () => {
    const example = readFileSync(join(__dirname, '../../../../k8s/examples/algosheets-secrets.example.yaml'), 'utf8');
    const token = /^\s*JUDGE0_AUTH_TOKEN:\s*(\S+)\s*$/m.exec(example)?.[1];
    expect(token).toBeDefined();
    expect(() => loadSandboxConfig({ AUTHN_TOKEN: token })).toThrow(/placeholder value from the repository's examples/);
  });

  it('refuses a token shorter than 32 characters, also when it is one of several, and in tests too', () => {
    expect(() => loadSandboxConfig({ AUTHN_TOKEN: 'x'.repeat(MIN_AUTH_TOKEN_LENGTH - 1) })).toThrow(/^AUTHN_TOKEN has 31 characters, fewer than the 32 required/);
    expect(() => loadSandboxConfig({ AUTHN_TOKEN: `${strong()} tok-2` })).toThrow(/^AUTHN_TOKEN's value 2 has 5 characters/);
    expect(() => loadSandboxConfig({ NODE_ENV: 'test', AUTHN_TOKEN: 'metrics-test-token' })).toThrow(ConfigError);
  });

  it('runs open only with SANDBOX_AUTH_DISABLED=true, and refuses that together with a token', () => {
    expect(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).authTokens).toEqual([]);
    expect(() => loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'false' })).toThrow(/AUTHN_TOKEN is required/);
    expect(() => loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'yes' })).toThrow(/must be "true" or "false"/);
    expect(() => loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true', AUTHN_TOKEN: strong() })).toThrow(/contradict/);
  });
});

describe('loadSandboxConfig: SANDBOX_JAVA_COMPILE_SERVICE', () => {
  const base = { SANDBOX_AUTH_DISABLED: 'true' };

  it('is on unless set to off, and refuses anything but on and off', () => {
    expect([loadSandboxConfig(base), loadSandboxConfig({ ...base, SANDBOX_JAVA_COMPILE_SERVICE: 'on' })].map((c) => c.javaCompileService)).toEqual([true, true]);
    expect(loadSandboxConfig({ ...base, SANDBOX_JAVA_COMPILE_SERVICE: 'off' }).javaCompileService).toBe(false);
    expect(() => loadSandboxConfig({ ...base, SANDBOX_JAVA_COMPILE_SERVICE: 'false' })).toThrow(new ConfigError('SANDBOX_JAVA_COMPILE_SERVICE must be "on" or "off", got "false"'));
  });
});

describe('loadSandboxConfig: SANDBOX_CGROUP', () => {
  const base = { SANDBOX_AUTH_DISABLED: 'true' };

  it('accepts auto, v1, v2 and none, auto when unset', () => {
    expect(loadSandboxConfig(base).cgroupMode).toBe('auto');
    for (const mode of ['auto', 'v1', 'v2', 'none']) expect(loadSandboxConfig({ ...base, SANDBOX_CGROUP: mode }).cgroupMode).toBe(mode);
  });

  it('refuses anything else, listing the accepted values', () => {
    expect(() => loadSandboxConfig({ ...base, SANDBOX_CGROUP: 'v3' })).toThrow(new ConfigError('SANDBOX_CGROUP must be auto, v1, v2 or none, got "v3"'));
    expect(() => loadSandboxConfig({ ...base, SANDBOX_CGROUP: 'V2' })).toThrow(ConfigError);
  });

  it('reads SANDBOX_REQUIRE_CGROUP as true or false, false when unset', () => {
    expect(loadSandboxConfig(base).requireCgroup).toBe(false);
    expect(loadSandboxConfig({ ...base, SANDBOX_REQUIRE_CGROUP: 'true' }).requireCgroup).toBe(true);
    expect(() => loadSandboxConfig({ ...base, SANDBOX_REQUIRE_CGROUP: 'yes' })).toThrow(/SANDBOX_REQUIRE_CGROUP must be "true" or "false"/);
  });

  it('reads SANDBOX_CPU_PINNING as true or false, false when unset', () => {
    expect(loadSandboxConfig(base).cpuPinning).toBe(false);
    expect(loadSandboxConfig({ ...base, SANDBOX_CPU_PINNING: 'true' }).cpuPinning).toBe(true);
    expect(() => loadSandboxConfig({ ...base, SANDBOX_CPU_PINNING: 'on' })).toThrow(/SANDBOX_CPU_PINNING must be "true" or "false"/);
  });
});

describe('loadSandboxConfig: SANDBOX_CPP_PCH_DIR', () => {
  const base = { SANDBOX_AUTH_DISABLED: 'true', SANDBOX_WORK_DIR: '/var/lib/box' };

  it('defaults to cpp-pch in the work directory, takes an absolute path, and off turns it off', () => {
    expect(loadSandboxConfig(base).cppPchDir).toBe('/var/lib/box/cpp-pch');
    expect(loadSandboxConfig({ ...base, SANDBOX_CPP_PCH_DIR: '/opt/pch' }).cppPchDir).toBe('/opt/pch');
    expect(loadSandboxConfig({ ...base, SANDBOX_CPP_PCH_DIR: 'off' }).cppPchDir).toBeNull();
  });

  it('refuses a relative path, naming the variable', () => {
    expect(() => loadSandboxConfig({ ...base, SANDBOX_CPP_PCH_DIR: 'pch' })).toThrow(new ConfigError('SANDBOX_CPP_PCH_DIR must be an absolute path, got "pch"'));
  });
});

describe('loadSandboxConfig: traces', () => {
  const base = { SANDBOX_AUTH_DISABLED: 'true' };

  it('are off unless an OTLP endpoint is set; the service is named sandbox unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(loadSandboxConfig(base).tracing).toEqual({ serviceName: 'sandbox', tracesUrl: null });
    expect(loadSandboxConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', OTEL_SERVICE_NAME: 'sandbox-eu' }).tracing).toEqual({
      serviceName: 'sandbox-eu',
      tracesUrl: 'http://collector:4318/v1/traces',
    });
  });

  it('refuses a malformed endpoint, naming the variable', () => {
    expect(() => loadSandboxConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(
      new ConfigError('OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL such as http://otel-collector:4318, got "not a url"'),
    );
  });
});
