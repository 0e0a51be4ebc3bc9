// The Dockerfile and compose.yaml cannot be built here (no container engine), so they are held to what
// scripts/prod-smoke.sh proves: the same build script, the same start command, the same required settings, the same
// health check. The Dockerfile is linted with dockerfile-utils (the VS Code Docker extension's validator).
import { existsSync, readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repo = new URL('../', import.meta.url);
const read = (path) => readFileSync(new URL(path, repo), 'utf8');
const smoke = read('scripts/prod-smoke.sh');
const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml'));

/** The words of a bash array assignment `name=( … )` in the smoke script. */
function bashArray(name) {
  const body = smoke.match(new RegExp(`^${name}=\\(([^)]*)\\)`, 'm'))?.[1];
  if (body === undefined) throw new Error(`prod-smoke.sh has no ${name}=( … )`);
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => line.split(/\s+/));
}

/** `NAME=value` entries of the smoke's production environment, value unquoted. */
function smokeEnvironment() {
  return Object.fromEntries(
    bashArray('production_env').map((entry) => {
      const [name, ...value] = entry.split('=');
      return [name, value.join('=').replace(/^"|"$/g, '')];
    }),
  );
}

/** Instructions of the Dockerfile with their line continuations joined. */
function instructions() {
  return dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword, args: rest.join(' ') };
    });
}

const appServices = () => Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe('Dockerfile', () => {
  it('passes the linter', () => {
    expect(validate(dockerfile).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds with the smoke test’s build script in one stage and runs as a non-root user in another', () => {
    const steps = instructions();
    const froms = steps.filter((s) => s.keyword === 'FROM');
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const buildStage = steps.slice(0, steps.indexOf(froms[1]));
    const finalStage = steps.slice(steps.indexOf(froms.at(-1)));
    expect(buildStage.some((s) => s.keyword === 'RUN' && s.args.startsWith('bash scripts/build-release.sh '))).toBe(
      true,
    );
    expect(smoke).toMatch(/^bash scripts\/build-release\.sh "\$release"/m);
    const user = finalStage.filter((s) => s.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(finalStage.some((s) => s.keyword === 'RUN')).toBe(false);
  });

  it('runs on the Node the tests run on (scripts/setup.sh --node24), which the server asks for', () => {
    const tested = read('scripts/setup.sh').match(/^NODE24_VERSION=(\d+)\.\d+\.\d+$/m)?.[1];
    expect(tested).toBeDefined();
    const froms = instructions().filter((s) => s.keyword === 'FROM');
    for (const from of froms) expect(from.args).toMatch(new RegExp(`^node:${tested}-bookworm-slim\\b`));
    expect(JSON.parse(read('apps/server/package.json')).engines.node).toBe(`>=${tested}`);
    expect(read('scripts/test.sh')).toMatch(/^bash scripts\/setup\.sh .*--node24/m);
  });

  it('starts the server with the smoke test’s command, in production', () => {
    const cmd = instructions().findLast((s) => s.keyword === 'CMD');
    expect(JSON.parse(cmd?.args ?? 'null')).toEqual(bashArray('start_command'));
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production\b/m);
    expect(smokeEnvironment().NODE_ENV).toBe('production');
  });

  it('checks the health on /healthz, which the smoke test asks on both servers', () => {
    const check = instructions().find((s) => s.keyword === 'HEALTHCHECK');
    expect(check?.args).toMatch(/CMD .*\/healthz/);
    expect(read('scripts/prod-smoke-checks.mjs')).toContain('/healthz');
  });

  it('sends nothing from the development tree into the build', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '**/node_modules', '**/dist', '.env']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL, two app servers from the Dockerfile and a proxy in front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'proxy']);
    expect(appServices().map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.db.image).toMatch(/^postgres:1[5-9]/);
    expect(compose.services.db.healthcheck.test.join(' ')).toContain('pg_isready');
    for (const [, app] of appServices()) expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(compose.services.proxy.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
  });

  it('gives each app server every setting the smoke test starts production with', () => {
    const smokeNames = Object.keys(smokeEnvironment()).sort();
    for (const [, app] of appServices()) {
      expect(Object.keys(app.environment).sort()).toEqual(smokeNames);
      expect(app.environment.NODE_ENV).toBe('production');
      expect(app.environment.TRUST_PROXY).toBe(smokeEnvironment().TRUST_PROXY);
      expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
    }
  });

  it('puts nginx in front with X-Forwarded-For and both servers upstream', () => {
    const mount = compose.services.proxy.volumes.find((v) => v.includes('nginx'));
    const [source] = mount.split(':');
    expect(existsSync(new URL(source, repo))).toBe(true);
    const nginx = read(source);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    for (const [name] of appServices()) expect(nginx).toContain(`server ${name}:8080`);
    expect(compose.services.proxy.ports).toEqual(['80:80', '443:443']);
    // The certificate the TLS server names, from the folder scripts/tls-selfsigned.sh fills.
    expect(compose.services.proxy.volumes).toContain('./deploy/tls:/etc/nginx/tls:ro');
    expect(nginx).toMatch(/ssl_certificate \/etc\/nginx\/tls\/tls\.crt;/);
    expect(read('scripts/tls-selfsigned.sh')).toMatch(/dir="\$\{1:-deploy\/tls\}"/);
    // The smoke's nginx leg renders this very file.
    expect(smoke).toContain('deploy/nginx.conf');
  });

  it('stops servers after their drain, rotates every log and caps every container’s memory', () => {
    const graceMs = Number(
      read('apps/server/src/config/env.ts')
        .match(/SHUTDOWN_GRACE_MS: .*default\(([\d_]+)\)/)?.[1]
        .replaceAll('_', ''),
    );
    expect(graceMs).toBeGreaterThan(0);
    for (const [, app] of appServices())
      expect(Number.parseInt(app.stop_grace_period, 10) * 1000).toBeGreaterThan(graceMs + 2_000);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.options?.['max-size'], name).toBeDefined();
      expect(service.mem_limit, name).toBeDefined();
    }
  });

  it('names every secret it needs in deploy/example.env', () => {
    const example = read('deploy/example.env');
    const needed = [...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]);
    for (const name of new Set(needed)) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
