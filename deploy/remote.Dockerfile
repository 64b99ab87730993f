# One micro-frontend on its own static server: docker build --build-arg WORKSPACE=mfe-feed
FROM node:24-bookworm-slim AS build
ARG WORKSPACE
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w ${WORKSPACE}

FROM nginx:1.27-alpine
ARG WORKSPACE
COPY deploy/remote.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${WORKSPACE}/dist /usr/share/nginx/html
