import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { webSecurityHeaders } from '../../tools/start/web-security.mjs';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
/**
 * Monaco's icon font (the diff gutter's +/- and the editor's widgets). Only Monaco's contributions
 * import it, not the editor core the workspace loads, and the package's exports map hides CSS files:
 * aliased by its path inside the package.
 */
const CODICON_CSS = 'monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
const codiconCss = fileURLToPath(new URL(`../../node_modules/${CODICON_CSS}`, import.meta.url));

/** The gateway the dev and preview servers forward `/api` to (the web talks to the gateway only). */
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

/** Port of the dev server: 4200 by default; `npm start` and the browser tests may choose another. */
const webPort = Number(process.env.WEB_PORT ?? 4200);

export default defineConfig({
  root: appRoot,
  // Only variables with this prefix reach the bundle; src/config/env.ts parses them.
  envPrefix: 'VITE_',
  plugins: [react()],
  resolve: {
    alias: { '@algosheets/contracts': contractsEntry, [CODICON_CSS]: codiconCss },
  },
  server: {
    host: '127.0.0.1',
    port: webPort,
    strictPort: true,
    proxy: {
      '/api': { target: gatewayUrl },
    },
    // Vite's own deny list plus `npm start`'s data folder (embedded databases, secrets.env), which
    // lies inside the workspace that /@fs may otherwise read.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'] },
  },
  preview: {
    host: '127.0.0.1',
    port: 4300,
    strictPort: true,
    // The headers `npm start`'s web server and the nginx image send (CSP, frame and referrer
    // rules), so that the browser tests, which drive the build through `vite preview`, run under them.
    headers: webSecurityHeaders(),
    proxy: {
      '/api': { target: gatewayUrl },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry loads at start goes into one chunk: rolldown would otherwise cut
          // the shell into a dozen small common chunks (shared with lazy pages), each gzipped on
          // its own, about 5 KB more for every route (the 200 KB start-up JavaScript budget). Only
          // those modules: following their imports too would pull in what tree-shaking had left to
          // lazy chunks.
          groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
