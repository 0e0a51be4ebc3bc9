import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../paths.ts';
import { buildTestApp } from '../../testing/test-app.ts';

const rulesFile = `${repoRoot}deploy/alerts.yml`;

interface Rule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

/** Series Prometheus itself writes for each target, not the server. */
const PROMETHEUS_OWN = new Set(['up']);
const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless']);

/** The metric names an expression reads: identifiers that are not functions, keywords, labels or durations. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !PROMQL_WORDS.has(name) && !/^\d/.test(name) && !/^[0-9.]+e\d+$/.test(name));
}

describe('deploy/alerts.yml', () => {
  let app: FastifyInstance;
  const rules: Rule[] = (parse(readFileSync(rulesFile, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
    (group) => group.rules,
  );
  beforeAll(async () => {
    // A production server, so every feature that registers series (SMS gateway, payment webhook) is on.
    app = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app.close());

  it('names only series a production server exposes, and says how urgent and what happened', async () => {
    // Every series the server declares, also those with no sample yet (a labelled counter before its first event).
    const { body } = await app.metrics.exposition();
    const exposed = new Set([...body.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) {
      const names = metricNames(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names)
        expect(
          PROMETHEUS_OWN.has(name) || exposed.has(name.replace(/_(bucket|sum|count)$/, '')),
          `${rule.alert}: ${name}`,
        ).toBe(true);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('passes promtool check rules and its unit tests (where Prometheus is installed)', () => {
    let promtool = '';
    try {
      promtool = execFileSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).trim();
    } catch {
      return;
    }
    expect(execFileSync(promtool, ['check', 'rules', rulesFile], { encoding: 'utf8' })).toMatch(/SUCCESS/);
    // The business alerts fire per market on the series servers expose (deploy/alerts.test.yml).
    expect(
      execFileSync(promtool, ['test', 'rules', `${repoRoot}deploy/alerts.test.yml`], { encoding: 'utf8' }),
    ).toMatch(/SUCCESS/);
  });
});
