# The production image: a thin wrapper around the scripts CI runs. scripts/build-release.sh builds the release (the
# compiled server, its migrations and media, the web app, production npm packages only) exactly as
# scripts/prod-smoke.sh does before it starts two servers and checks them; the CMD is the smoke's start command, the
# Node the one scripts/test.sh runs every test on (scripts/release.test.mjs holds them equal). Settings:
# docs/settings.md.

FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-fund --no-audit --loglevel=error
COPY . .
# The image has no .git: the commit the metrics report (app_build_info) comes in as a build argument.
ARG BUILD_COMMIT=unknown
RUN bash scripts/build-release.sh /release

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
# Owned by root and only readable by the server's user: the process cannot change its own code.
COPY --from=build /release /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
