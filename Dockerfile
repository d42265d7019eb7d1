# One image per service, from one build of the workspace.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY validation/package.json validation/
COPY resort-api/package.json resort-api/
COPY gateway/package.json gateway/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The website, and both servers compiled to JavaScript (gateway/dist, resort-api/dist): no tsx at run time.
RUN npm run build && npm run build:servers

FROM build AS resort-api
ENV NODE_ENV=production
EXPOSE 4100
CMD ["node", "--enable-source-maps", "resort-api/dist/main.js"]

FROM build AS gateway
ENV NODE_ENV=production
# As scripts/lib/server-flags.ts: a capped old generation (V8 would let the heap grow far past what it keeps
# alive) and a larger nursery for the many short-lived objects of a read.
ENV NODE_OPTIONS="--max-old-space-size=768 --max-semi-space-size=32"
EXPOSE 4000
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]
