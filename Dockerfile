# syntax=docker/dockerfile:1
# The Rupeeflow site as one container: Node 22 LTS, production dependencies and the built files only, a non-root
# user, tini as PID 1 for signals, /data as the volume for the embedded database (without DATABASE_URL) and the
# uploads' work files; messages wait in the database's outbox, no longer in a spool under /data (issue 43).
#   docker build -t rupeeflow-site .
#   docker run --stop-timeout 30 -p 3000:3000 -v rupeeflow-data:/data --env-file .env rupeeflow-site
# The steps below are replayed outside Docker by tests/own-process/dockerfile.test.ts (RUN_DOCKERFILE_TEST=1).

# Pinned to an exact release; bump it (and the digest, if you pin one) on purpose, not by accident.
FROM node:22.22.0-bookworm-slim AS base
WORKDIR /app

# Production dependencies only: this node_modules is what the runtime image receives.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The build, with dev dependencies (Vite, TypeScript): produces dist/client, dist/ssr and dist/node.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.server.json vite.config.ts ./
COPY scripts ./scripts
COPY public ./public
COPY shared ./shared
COPY client ./client
COPY server ./server
RUN npm run build

# What runs: node_modules from deps, dist from build, package.json (the version); owned by root, read-only to the app.
FROM base AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini=0.19.0-1+b3 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data \
 && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# The base image's `node` user, numerically, so that Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown (readiness 503, drain, finish in-flight work, exit 0) within SHUTDOWN_TIMEOUT_MS
# (25 s); give the container longer than that before SIGKILL (docker run --stop-timeout 30).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# V8 flags: scripts/node-flags.mjs (decision 0141).
CMD ["node", "--max-semi-space-size=2", "--heap-growing-percent=50", "dist/node/server/main.js"]
