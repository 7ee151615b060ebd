# syntax=docker/dockerfile:1
# AlgoSheets execution: NestJS BullMQ worker; health on port 3100.
# Build from the repository root (the build context is the whole monorepo):
#   docker build -f deploy/docker/execution.Dockerfile -t algosheets/execution .
# Why the app is compiled here instead of run through @swc-node/register: deploy/docker/build-server.mjs.
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# ---- manifests: the lockfile and every workspace's package.json, so that `npm ci` sees the
# whole workspace it was locked for (a missing workspace makes it fail). Sources come later so
# that a source change does not invalidate the dependency layers.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/execution/package.json apps/execution/
COPY apps/gateway/package.json apps/gateway/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/web/package.json apps/web/
COPY apps/web-e2e/package.json apps/web-e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/database/package.json libs/database/
COPY libs/judge/package.json libs/judge/
COPY libs/server-common/package.json libs/server-common/
COPY libs/testing/package.json libs/testing/
COPY tools/package.json tools/

# ---- deps: production dependencies only. Install scripts are not run (none is needed at run
# time; native modules ship prebuilt). The root package.json also lists the web app's browser
# packages (about 200 MB, monaco-editor and react-icons alone 190 MB); the server never loads them.
# The workspace links (@algosheets/*) point at TypeScript sources: the compiled ones replace them.
FROM manifests AS deps
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/@algosheets node_modules/monaco-editor node_modules/@monaco-editor \
      node_modules/react-icons node_modules/@chakra-ui node_modules/@zag-js node_modules/@emotion \
      node_modules/@reduxjs node_modules/react-redux node_modules/react-router node_modules/next-themes \
      node_modules/react node_modules/react-dom node_modules/@ark-ui node_modules/@floating-ui \
 && npm cache clean --force

# ---- build: all dependencies (SWC is a dev dependency), then compile app + libraries to CommonJS.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY libs ./libs
COPY apps/execution/src ./apps/execution/src
COPY deploy/docker/build-server.mjs ./deploy/docker/
RUN node deploy/docker/build-server.mjs execution /out

# ---- runtime: Node, production node_modules and compiled JavaScript; no compiler, no sources.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /out ./
# Fails the build, not the first start, when a module the server imports was pruned above.
RUN node -e "require('./apps/execution/src/worker.module.js')"
# The image's `node` user, by number so that Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 3100
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3100/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/execution/src/main.js"]
