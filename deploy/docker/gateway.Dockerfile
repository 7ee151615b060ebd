# syntax=docker/dockerfile:1
# AlgoSheets gateway: NestJS HTTP API under /api/v1 (port 3000).
# Build from the repository root (the build context is the whole monorepo):
#   docker build -f deploy/docker/gateway.Dockerfile -t algosheets/gateway .
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

# ---- deps: production dependencies only. Install scripts are not run, except argon2's build
# from source: its bundled glibc prebuild crashed (SIGSEGV) on our Debian 12 hosts, so the password
# hasher is compiled here, with build tools that stay in this stage. The root package.json also
# lists the web app's browser packages (about 200 MB, monaco-editor and react-icons alone 190 MB);
# the server never loads them. The workspace links (@algosheets/*) point at TypeScript sources:
# the compiled ones replace them.
FROM manifests AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild argon2 \
 && rm -rf node_modules/@algosheets node_modules/monaco-editor node_modules/@monaco-editor \
      node_modules/react-icons node_modules/@chakra-ui node_modules/@zag-js node_modules/@emotion \
      node_modules/@reduxjs node_modules/react-redux node_modules/react-router node_modules/next-themes \
      node_modules/react node_modules/react-dom node_modules/@ark-ui node_modules/@floating-ui \
 && npm cache clean --force

# ---- build: all dependencies (SWC is a dev dependency), then compile app + libraries to CommonJS.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY libs ./libs
COPY apps/gateway/src ./apps/gateway/src
COPY tools/content ./tools/content
COPY deploy/docker/build-server.mjs ./deploy/docker/
RUN node deploy/docker/build-server.mjs gateway /out

# ---- load: the load-test kit (tools/load) for the load-kit Job (k8s/components/load-kit), built
# only on request: `docker build -f deploy/docker/gateway.Dockerfile --target load -t …/load-kit .`
# (the default target stays the runtime below). The kit runs from TypeScript through
# @swc-node/register and drives Artillery, both dev dependencies, so it starts from `build` (the
# full `npm ci`, the libraries' sources); it reads content/ for the solutions it sends. No server
# starts from it and it holds no secret.
FROM build AS load
COPY tools/load ./tools/load
COPY content ./content
# Fails the build, not the Job, when the kit or Artillery cannot be loaded.
RUN node -r @swc-node/register -e "require('./tools/load/load-test.ts'); require.resolve('artillery/bin/run')"
USER 1000:1000
CMD ["node", "-r", "@swc-node/register", "tools/load/load-test.cli.ts", "--help"]

# ---- runtime: Node, production node_modules and compiled JavaScript; no compiler, no sources.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /out ./
# The problem library, for the content-load Job (`node content-load.js`).
COPY content ./content
# Fails the build, not the first start, when a module the server imports was pruned above.
RUN node -e "require('./apps/gateway/src/app.module.js')"
# The image's `node` user, by number so that Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/gateway/src/main.js"]
