import { resolve } from 'node:path';
import { freePort, startServiceProcess, type ServiceProcess } from '@algosheets/testing';

/** A running local OpenID Connect provider standing in for Google. */
export interface OidcProvider {
  /** Issuer URL: `${url}/authorize`, `${url}/token`, `${url}/userinfo`. */
  url: string;
  /** What the next sign-ins get: the userinfo document, and whether consent is refused. */
  behave(behaviour: { userinfo?: Record<string, unknown>; denyConsent?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `oidc-provider-server.mjs` (oauth2-mock-server) on free ports. */
export async function startOidcProvider(): Promise<OidcProvider> {
  const [port, controlPort] = [await freePort(), await freePort()];
  const provider: ServiceProcess = await startServiceProcess({
    name: 'oidc-provider',
    command: process.execPath,
    args: [resolve(__dirname, 'oidc-provider-server.mjs'), String(port), String(controlPort)],
    cwd: resolve(__dirname, '../../../..'),
    env: {},
    readyUrl: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
    readyTimeoutMs: 20_000,
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    behave: async (behaviour) => {
      const response = await fetch(`http://127.0.0.1:${controlPort}/behaviour`, { method: 'POST', body: JSON.stringify(behaviour) });
      if (!response.ok) throw new Error(`OIDC provider control answered ${response.status}`);
    },
    stop: () => provider.stop(),
  };
}
