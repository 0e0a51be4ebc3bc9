import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleTestBundles } from './server-process.ts';

describe("a suite's clean-up of the test servers' bundles", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the bundle of a process still running beside it, removes those of processes gone and of no process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundles-'));
    dirs.push(dir);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const goneId = Number(gone.stdout);
    expect(goneId).toBeGreaterThan(0);
    const files = [
      `test-server-${process.pid}-a1b2c3.js`,
      `test-server-${process.pid}-a1b2c3.js.map`,
      `test-server-${goneId}-d4e5f6.js`,
      `test-server-${goneId}-d4e5f6.js.map`,
      'test-server-0f9e8d7c6b5a.js',
      'server.js',
    ];
    for (const file of files) writeFileSync(path.join(dir, file), '');

    removeStaleTestBundles(dir);

    expect(readdirSync(dir).sort()).toEqual(
      ['server.js', `test-server-${process.pid}-a1b2c3.js`, `test-server-${process.pid}-a1b2c3.js.map`].sort(),
    );
  });

  it('reads a folder that is not there as empty', () => {
    const missing = path.join(tmpdir(), 'no-such-dist-folder');
    expect(existsSync(missing)).toBe(false);
    expect(() => removeStaleTestBundles(missing)).not.toThrow();
  });
});
