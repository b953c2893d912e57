# Sendwell as a container image: the same steps as README "Deployment and operations".
# Build:  docker build -t sendwell .
# Run:    see compose.yaml (PostgreSQL, Redis, a one-shot migration, web and worker).
# One image serves every role; the command picks it:
#   web + worker  node --max-old-space-size=1536 --max-semi-space-size=8 --import tsx lib/runtime/start.ts         (npm start)
#   web only      node --max-old-space-size=1536 --max-semi-space-size=8 --import tsx lib/runtime/start.ts --web    (npm run start:web)
#   worker only   node --max-old-space-size=512 --import tsx jobs/worker.ts   (npm run worker)
#   migrations    npm run db:migrate                               (once per release)
# The commands run node directly rather than through npm, so SIGTERM reaches Sendwell itself and
# the graceful shutdown runs (npm and sh in between may not pass it on).

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are skipped here: the only one that matters, `prisma generate`, needs the source
# tree and runs in the build stage (`npm run build` starts with it).
RUN npm ci --ignore-scripts

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Nothing generated at build time (secrets under .data when a build step reads the settings) may
# end up in the image.
RUN npm run build && rm -rf .data

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/app/.data
# The official image's unprivileged `node` user (uid 1000) owns the app and its data directory.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=1536", "--max-semi-space-size=8", "--import", "tsx", "lib/runtime/start.ts", "--web"]
