import { ConfigError, loadSandboxConfig } from './sandbox-config';

describe('loadSandboxConfig: authentication is on unless explicitly turned off', () => {
  it('refuses to load without AUTHN_TOKEN, naming the variable and the way out', () => {
    expect(() => loadSandboxConfig({})).toThrow(ConfigError);
    expect(() => loadSandboxConfig({ AUTHN_TOKEN: '  ' })).toThrow(/AUTHN_TOKEN is required.*SANDBOX_AUTH_DISABLED=true/);
  });

  it('accepts one or several tokens', () => {
    expect(loadSandboxConfig({ AUTHN_TOKEN: 'a1b2 c3d4' }).authTokens).toEqual(['a1b2', 'c3d4']);
  });

  it('runs open only with SANDBOX_AUTH_DISABLED=true, and refuses that together with a token', () => {
    expect(loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true' }).authTokens).toEqual([]);
    expect(() => loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'false' })).toThrow(/AUTHN_TOKEN is required/);
    expect(() => loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'yes' })).toThrow(/must be "true" or "false"/);
    expect(() => loadSandboxConfig({ SANDBOX_AUTH_DISABLED: 'true', AUTHN_TOKEN: 'a1b2' })).toThrow(/contradict/);
  });
});
