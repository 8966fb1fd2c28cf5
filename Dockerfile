# syntax=docker/dockerfile:1
# Cartera USDT: the production image (README, 'Producción'). Build: docker build -t cartera-usdt .

# 1. Everything needed to build the web apps, then only what runs.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 2. The runtime: code owned by root and read-only for the app's user; data only in /data.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/devchain ./devchain
COPY --from=build /app/dist ./dist
RUN chmod -R a-w /app && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself (migrates under a lock, then listens); not `npm start`, which builds and seeds.
CMD ["node", "--import", "tsx", "server/main.ts"]
