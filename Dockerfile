# syntax=docker/dockerfile:1
# Multi-stage build of the one StudyHall process (API + built web app).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Fixes to dependencies, applied by the postinstall script (patches/README.md).
COPY patches ./patches
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# V8 sizes its heap to the allocation rate and reached 250-310 MB under load; capped, the peak
# stays near 170 MB, for about 20 ms more p99 (bench/results.md). One V8 helper thread instead of
# four: the embedded database's WebAssembly was optimised on four at once as the server started,
# each with its own scratch memory, which alone took its peak past 300 MB (docs/performance.md#memory).
# glibc's malloc raises its thresholds after large blocks are freed, so the scratch memory of
# that optimisation stayed resident: fixed thresholds hand it back (20 MB less once started on the
# embedded database, docs/performance.md#memory).
# The same as scripts/server-runtime.mjs (npm start, the bench); apps/api/test/deploy checks they agree.
ENV NODE_OPTIONS="--max-old-space-size=160 --max-semi-space-size=8 --v8-pool-size=1"
ENV MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared ./packages/shared
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build --chown=node:node /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
# The web build's server entry, which renders the public pages (apps/api/src/http/server-pages.ts).
COPY --from=build --chown=node:node /app/apps/web/dist-server ./apps/web/dist-server
# uploads exists in the image, owned by node: a named volume mounted there (uploads on disk, without
# S3_BUCKET) starts as a copy of it, and would otherwise be created root-owned and refuse every upload.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
