# syntax=docker/dockerfile:1
# AlgoSheets sandbox: the Judge0 CE API (port 2358) running untrusted programs in bubblewrap.
# Build from the repository root (the build context is the whole monorepo):
#   docker build -f deploy/docker/sandbox.Dockerfile -t algosheets/sandbox .
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
COPY apps/sandbox/src ./apps/sandbox/src
COPY deploy/docker/build-server.mjs ./deploy/docker/
RUN node deploy/docker/build-server.mjs sandbox /out

# ---- runtime: the language runtimes the sandbox offers, bubblewrap, and the compiled service.
FROM ${NODE_IMAGE} AS runtime
# bubblewrap: the jail (rlimits are set by the launcher shell's ulimit; no prlimit needed).
# tini: one per slot, above the slot's launcher, reaps the pid-1 each bubblewrap run orphans.
# Language 62 Java: Debian's JDK 17 (/usr/lib/jvm/java-17-openjdk-amd64, conf in /etc/java-17-openjdk).
# Language 71 Python: Debian's python3 (3.11). Languages 63/74 JavaScript/TypeScript: this image's Node 24
# and the native tsc of TypeScript 7 (the sandbox workspace's `typescript-native` dependency).
# Languages 54/52/53 C++: Debian's g++ 12 (its compile binds /usr/bin, /usr/lib/gcc and /usr/include;
# the program's run only the shared libraries). The packages are the preflight's sandbox list
# (tools/preflight/preflight-rules.mjs), which deploy/test/dockerfiles.spec.ts holds this line to.
# The node binary moves under /usr/bin, where SANDBOX_NODE names it and the boxes bind it
# (a symlink keeps /usr/local/bin/node working for the service).
RUN apt-get update \
 && apt-get install -y --no-install-recommends bubblewrap tini openjdk-17-jdk-headless python3 g++ \
 && rm -rf /var/lib/apt/lists/* \
 && mv /usr/local/bin/node /usr/bin/node && ln -s /usr/bin/node /usr/local/bin/node
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=2358 \
    SANDBOX_WORK_DIR=/var/lib/algosheets-sandbox \
    SANDBOX_CPP_PCH_DIR=/opt/algosheets/cpp-pch \
    SANDBOX_NODE=/usr/bin/node \
    SANDBOX_PYTHON=/usr/bin/python3 \
    SANDBOX_JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64 \
    SANDBOX_JAVA_CONF_DIR=/etc/java-17-openjdk
WORKDIR /app
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
# Programs typed as TypeScript are checked against Node's types: @types/node (a dev dependency of
# the workspace) and the undici-types it references, from the same lockfile.
COPY --from=build /app/node_modules/@types/node ./node_modules/@types/node
COPY --from=build /app/node_modules/undici-types ./node_modules/undici-types
COPY --from=build /out ./
# Fails the build when a module the service imports was pruned, or a runtime directory the
# sandbox binds into its boxes is missing.
RUN node -e "require('./apps/sandbox/src/app.js'); const c = require('./apps/sandbox/src/config/sandbox-config.js').loadSandboxConfig(process.env); \
  const missing = Object.entries(c.runtimes).filter(([, p]) => !p || !require('node:fs').existsSync(p)); \
  if (missing.length) { console.error('missing runtimes:', missing); process.exit(1); }" \
 && mkdir -p /var/lib/algosheets-sandbox && chmod 0711 /var/lib/algosheets-sandbox
# The C++ precompiled header and the prebuilt C++ harness runtime, built into the image: the root
# filesystem is read-only in the pod, and a build there would take about 100 MB of the RAM-backed
# work volume per pod.
RUN node -e "const { CppPrecompiledHeader } = require('./apps/sandbox/src/languages/cpp-precompiled-header.js'); \
  const { CppHarnessRuntime } = require('./apps/sandbox/src/languages/cpp-harness-runtime.js'); \
  const { CPP_OPTIONS } = require('./apps/sandbox/src/languages/language-definitions.js'); \
  const fail = (reason) => { console.error(reason); process.exit(1); }; \
  new CppPrecompiledHeader(process.env.SANDBOX_CPP_PCH_DIR, '/usr/bin/g++', CPP_OPTIONS).prepare(fail) \
    .then(() => new CppHarnessRuntime(process.env.SANDBOX_CPP_PCH_DIR, '/usr/bin/g++', CPP_OPTIONS).prepare(fail));"
# Root INSIDE the container, on purpose: the supervisor hands every run to its own slot uid
# (SANDBOX_UID_BASE + slot, 61000.. by default) by spawning it as that uid, chowns the run's box to it and
# kills its processes; an unprivileged supervisor cannot do that, and running untrusted code as
# one shared uid would let runs see each other. It is not host root: deploy it in a user
# namespace (Kubernetes `hostUsers: false`; Docker rootless or userns-remap), with every
# capability dropped but CHOWN, DAC_OVERRIDE, FOWNER, KILL, SETUID and SETGID.
# The one privilege it needs is to create user namespaces for bubblewrap (unprivileged:
# bwrap is not setuid here), which container runtimes' default seccomp/AppArmor profiles and
# /proc masking forbid; no `privileged`, no SYS_ADMIN, no host cgroup mount.
# docs/operations.md, "The sandbox's one privilege", lists the exact settings.
USER 0:0
EXPOSE 2358
# /health/ready needs no token (AUTHN_TOKEN guards every other route): 503 once a drain began.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:2358/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/sandbox/src/main.js"]
