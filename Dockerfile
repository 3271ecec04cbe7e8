# syntax=docker/dockerfile:1
# The production image (README "Deploying"): built with every dependency, then only the production ones are kept.
# Node 24, the active LTS. The server runs its TypeScript sources under tsx, like `npm start`.
ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: a change of the sources alone reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# The application stays root's and read-only to the server; only the data folder is the server's.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
# Uploads, e-learning content, generated secrets (set them in the environment when several instances share a database).
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/back/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server is PID 1 itself, so `docker stop`'s SIGTERM reaches its graceful shutdown.
CMD ["node", "--import", "tsx", "apps/web/server.ts"]
