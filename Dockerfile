# The store as one container image: the built apps and the compiled API on Node 20, run as a non-root user.
#   docker build -t storefront .
#   docker run -p 3000:3000 -e PUBLIC_BASE_URL=https://shop.example.com -e DATABASE_URL=postgres://… storefront
# Not built on the project's machines (they reach no container registry for the base image); the same steps —
# `npm ci`, `node scripts/build.mjs`, `npm prune --omit=dev`, `node api/dist/server.cjs` — are what `.ci/run` and
# the multi-instance test run there.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && node scripts/build.mjs \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf e2e bench test-results data */src/**/*.test.* api/test

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/storefront SHUTDOWN_DRAIN_MS=5000
WORKDIR /app
# The API reads the apps' dist folders, its migrations and the workspaces' package.json next to the bundle.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/storefront && chown node:node /var/lib/storefront
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) drains, then closes; give it SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS: docker stop -t 20.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "api/dist/server.cjs"]
