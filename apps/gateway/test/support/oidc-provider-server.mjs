#!/usr/bin/env node
// A local OpenID Connect provider for the Google sign-in tests (oauth2-mock-server, ESM-only,
// hence its own process). Usage: oidc-provider-server.mjs <port> <controlPort>.
// The control port takes POST /behaviour {userinfo, denyConsent} for the next sign-ins.
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

const [port, controlPort] = process.argv.slice(2).map(Number);
let behaviour = { userinfo: { sub: 'nobody' }, denyConsent: false };

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeAuthorizeRedirect', (redirect) => {
  if (!behaviour.denyConsent) return;
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', 'access_denied');
});
server.service.on('beforeUserinfo', (response) => {
  response.body = behaviour.userinfo;
});
await server.start(port, '127.0.0.1');

const control = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (request.method === 'POST' && request.url === '/behaviour') behaviour = { ...behaviour, ...JSON.parse(body) };
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(behaviour));
  });
});
control.listen(controlPort, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    control.close();
    await server.stop();
    process.exit(0);
  });
}
