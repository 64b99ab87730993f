# The API, which also serves the shell (the PWA host) on the same origin.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w shell

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3333
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/backend ./backend
COPY --from=build /app/shell/dist ./shell/dist
WORKDIR /app/backend
EXPOSE 3333
USER node
CMD ["node", "--import=@poppinss/ts-exec", "bin/server.ts"]
