// The boundary script on small fixture trees laid out like the repository: it passes a tree whose features only
// lean one way, and fails one whose features form a ring, on the web app and on the server, even when no single
// file imports its way back to itself.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('./check-boundaries.mjs', import.meta.url).pathname;
const trees = [];

/** A tree of the given files (path → source) under a fresh temporary folder. */
function fixtureTree(sources) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  trees.push(root);
  for (const [file, source] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

function check(root) {
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const server = 'apps/server/src/features';

/** loan → repay → receipts, each through the other's index.ts; `closing` adds what receipts imports. */
const serverFeatures = (closing) => ({
  [`${server}/loan/index.ts`]: "export { loanDetail } from './detail.ts';\n",
  [`${server}/loan/detail.ts`]: "import { owed } from '../repay/index.ts';\nexport const loanDetail = () => owed();\n",
  [`${server}/repay/index.ts`]: "export { owed } from './owed.ts';\n",
  [`${server}/repay/owed.ts`]:
    "import { receipts } from '../receipts/index.ts';\nexport const owed = () => receipts();\n",
  [`${server}/repay/card.ts`]: 'export const mask = (n) => n.slice(-4);\n',
  [`${server}/receipts/index.ts`]: "export { receipts } from './list.ts';\n",
  [`${server}/receipts/list.ts`]: `${closing}export const receipts = () => 0;\n`,
  'apps/web/src/app/main.tsx': 'export const app = 1;\n',
});

describe('check-boundaries.mjs', () => {
  it('passes features that lean one way', () => {
    const result = check(fixtureTree(serverFeatures('')));
    expect(result.output).toContain('import boundaries: ok');
    expect(result.status).toBe(0);
  });

  it('fails a ring of server features that no single file closes', () => {
    // receipts/list.ts → loan/index.ts → loan/detail.ts → repay/… → receipts/index.ts, but not back to list.ts:
    // the ring is between features, and each import alone is allowed.
    const root = fixtureTree(
      serverFeatures("import { loanDetail } from '../loan/index.ts';\nexport const again = loanDetail;\n"),
    );
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('feature ring in apps/server/src: loan -> repay -> receipts -> loan');
  });

  it('fails two server features that use each other, whichever file does it', () => {
    const result = check(
      fixtureTree({
        ...serverFeatures(''),
        [`${server}/receipts/seed.ts`]: "import { owed } from '../repay/index.ts';\nexport const seed = owed;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('feature ring in apps/server/src: receipts -> repay -> receipts');
  });

  it('fails a ring of web features', () => {
    const web = 'apps/web/src/features';
    const result = check(
      fixtureTree({
        [`${web}/loan-detail/screen.tsx`]:
          "import { Repay } from '@/features/repay/screen.tsx';\nexport const L = Repay;\n",
        [`${web}/repay/screen.tsx`]:
          "import { Receipts } from '@/features/receipts/list.tsx';\nexport const Repay = Receipts;\n",
        [`${web}/receipts/list.tsx`]:
          "import { day } from '@/features/loan-detail/day.ts';\nexport const Receipts = day;\n",
        [`${web}/loan-detail/day.ts`]: 'export const day = 1;\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('feature ring in apps/web/src: loan-detail -> repay -> receipts -> loan-detail');
  });

  it('fails a server feature with a statement on the orders table, and passes the orders module with one', () => {
    const tree = {
      ...serverFeatures(''),
      [`${server}/orders/index.ts`]: "export { orderMarket } from './lookups.ts';\n",
      [`${server}/orders/lookups.ts`]: "export const orderMarket = (db) => db.query('select market from orders');\n",
    };
    expect(check(fixtureTree(tree)).status).toBe(0);
    const result = check(
      fixtureTree({
        ...tree,
        [`${server}/repay/owed.ts`]:
          'export const owed = (db) =>\n  db.query(`select r.amount from repayments r\n    join orders o on o.id = r.order_id`);\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'apps/server/src/features/repay/owed.ts:3: a statement on the orders table outside features/orders/',
    );
  });

  it('passes the repository itself', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
