# syntax=docker/dockerfile:1
# AlgoSheets web: the React SPA, built with Vite and served by nginx (port 8080) with the SPA
# fallback and /api proxied to the gateway.
# Build from the repository root (the build context is the whole monorepo):
#   docker build -f deploy/docker/web.Dockerfile -t algosheets/web .
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

# ---- build: all dependencies (Vite is a dev dependency), then the production bundle.
FROM manifests AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY libs/contracts/src ./libs/contracts/src
# The web imports @algosheets/judge too (test-case checks, diffs, the admin form's definition
# rules, which generate every language's harness program from its embedded runtime files).
COPY libs/judge/src ./libs/judge/src
COPY apps/web ./apps/web
RUN npx vite build --config apps/web/vite.config.ts

# ---- runtime: unprivileged nginx (uid 101, port 8080) with static files only.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS runtime
# The image's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d with
# envsubst, substituting only variables that are set (nginx's own $uri etc. stay untouched).
COPY deploy/docker/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
# Where /api goes: the gateway's Service (Kubernetes) or service name (Compose).
ENV GATEWAY_UPSTREAM=http://gateway:3000
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
