// The Dockerfile and compose.yaml cannot be built here (no container engine), so they are held to what
// scripts/prod-smoke.sh proves: the same build script, the same start command, the same required settings, the same
// health check. The Dockerfile is linted with dockerfile-utils (the VS Code Docker extension's validator).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The app servers: built from the Dockerfile and started with its command (the migrate service runs another). */
const MIGRATE_ENTRY = 'apps/server/dist/migrate-database.js';

const appServices = () =>
  Object.entries(compose.services).filter(
    ([, service]) => service.build !== undefined && service.command === undefined,
  );

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
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'migrate', 'proxy']);
    expect(appServices().map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.db.image).toMatch(/^postgres:1[5-9]/);
    expect(compose.services.db.healthcheck.test.join(' ')).toContain('pg_isready');
    for (const [, app] of appServices()) {
      expect(app.depends_on.db.condition).toBe('service_healthy');
      expect(app.depends_on.migrate.condition).toBe('service_completed_successfully');
    }
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
    // The certificate the TLS server names, from the folder scripts/tls-selfsigned.sh fills (writable: the first
    // start writes it there).
    expect(compose.services.proxy.volumes).toContain('./deploy/tls:/etc/nginx/tls');
    expect(nginx).toMatch(/ssl_certificate \/etc\/nginx\/tls\/tls\.crt;/);
    // The smoke's nginx leg renders this very file.
    expect(smoke).toContain('deploy/nginx.conf');
  });

  it('makes a self-signed certificate at the proxy’s first start and keeps it, or a real one, at every later start', () => {
    // What the nginx image's entrypoint does before starting nginx: run each executable /docker-entrypoint.d/*.sh
    // mounted from here, with the service's environment, the certificate folder being the mounted deploy/tls.
    const hooks = compose.services.proxy.volumes
      .map((volume) => volume.split(':'))
      .filter(([, target]) => /^\/docker-entrypoint\.d\/[^/]+\.sh$/.test(target));
    expect(hooks.map(([source]) => source)).toEqual(['./scripts/tls-selfsigned.sh']);
    const tlsMount = compose.services.proxy.volumes
      .map((v) => v.split(':'))
      .find(([source]) => source === './deploy/tls');
    expect(compose.services.proxy.environment.TLS_DIR).toBe(tlsMount?.[1]);
    const tlsDir = mkdtempSync(path.join(tmpdir(), 'proxy-tls-'));
    try {
      const firstStart = () => {
        for (const [source] of hooks) {
          const script = fileURLToPath(new URL(source, repo));
          expect(statSync(script).mode & 0o111, `${source} must be executable`).not.toBe(0);
          execFileSync(script, [], {
            env: { ...process.env, TLS_DIR: tlsDir, TLS_HOSTNAME: 'lend.example.com' },
            stdio: 'pipe',
          });
        }
      };
      firstStart();
      const crt = readFileSync(path.join(tlsDir, 'tls.crt'), 'utf8');
      expect(crt).toContain('BEGIN CERTIFICATE');
      expect(statSync(path.join(tlsDir, 'tls.key')).mode & 0o077).toBe(0);
      const names = execFileSync(
        'openssl',
        ['x509', '-noout', '-ext', 'subjectAltName', '-in', path.join(tlsDir, 'tls.crt')],
        {
          encoding: 'utf8',
        },
      );
      expect(names).toContain('DNS:lend.example.com');
      const publicKey = (args) => execFileSync('openssl', args, { encoding: 'utf8' });
      expect(publicKey(['x509', '-noout', '-pubkey', '-in', path.join(tlsDir, 'tls.crt')])).toBe(
        publicKey(['pkey', '-pubout', '-in', path.join(tlsDir, 'tls.key')]),
      );
      // The next start (or a real certificate copied in) is kept as it is.
      writeFileSync(path.join(tlsDir, 'tls.crt'), 'the real chain');
      firstStart();
      expect(readFileSync(path.join(tlsDir, 'tls.crt'), 'utf8')).toBe('the real chain');
    } finally {
      rmSync(tlsDir, { recursive: true, force: true });
    }
  });

  it('migrates as the database’s owner, then runs the servers as a role of their own, as the smoke does', () => {
    const { migrate, db } = compose.services;
    expect(migrate.image).toBe(compose.services.app1.image);
    expect(migrate.command.join(' ')).toBe(`node --enable-source-maps ${MIGRATE_ENTRY}`);
    expect(smoke).toContain(MIGRATE_ENTRY);
    const user = (url) => new URL(url.replace(/\$\{[^}]*\}/g, 'x')).username;
    expect(user(migrate.environment.DATABASE_URL)).toBe(db.environment.POSTGRES_USER);
    for (const [, app] of appServices()) {
      expect(user(app.environment.DATABASE_URL)).toBe(migrate.environment.APP_DATABASE_ROLE);
      expect(app.environment.DATABASE_URL).toContain('${APP_DATABASE_PASSWORD');
    }
    expect(migrate.environment.APP_DATABASE_ROLE).not.toBe(db.environment.POSTGRES_USER);
    // The smoke's servers run as the role its migrate step made.
    expect(smokeEnvironment().DATABASE_URL).toBe('$app_db_url');
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
