# The API, which also serves the shell (the PWA host) on the same origin.
# It runs the backend compiled by `node ace build` with the backend's production dependencies only: no tests,
# benchmarks, corpora, dev dependencies or TypeScript loader in the image.

# Build: every workspace's dependencies, the shell's static files, the compiled backend.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w shell \
 && npm run build -w backend \
 && rm -rf backend/build/benchmarks backend/build/tests backend/build/app/*/tests backend/build/ace.js

# The backend's production dependencies, from the lock file (npm needs every workspace's package.json to read it).
FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-feed/package.json mfe-feed/
COPY mfe-jobs/package.json mfe-jobs/
COPY mfe-messaging/package.json mfe-messaging/
COPY mfe-referrals/package.json mfe-referrals/
COPY mfe-admin/package.json mfe-admin/
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3333 FRONTEND_ROOT=/app
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/backend/build ./backend
COPY --from=build /app/shell/dist ./shell/dist
WORKDIR /app/backend
EXPOSE 3333
USER node
CMD ["node", "bin/server.js"]
