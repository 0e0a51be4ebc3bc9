import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/measure-bytes.mjs';

/**
 * The server test suites with `BENCH=1` (suites may iterate more) and `BENCH_FIGURES_DIR`, where the security,
 * reliability and scale suites write `<suite>.json` (apps/server/src/testing/bench-figures.ts). Bounded: a run that
 * overstays `timeoutMs` is stopped, and whatever figures were written are still read. `files` narrows the run to
 * some test files (a partial bench run, merged into the last full one by bench/lib/merge.mjs).
 */
export async function runSuites({ figuresDir, timeoutMs, env = {}, files = [] }) {
  const started = Date.now();
  const child = spawn('npx', ['vitest', 'run', '--project', 'server', '--reporter=dot', ...files], {
    cwd: repoRoot,
    env: { ...process.env, ...env, BENCH: '1', BENCH_FIGURES_DIR: figuresDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, 'SIGTERM');
  }, timeoutMs);
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const tests = plain.match(/Tests\s+(.*)/)?.[1]?.trim() ?? '';
  return {
    exitCode: code,
    timedOut,
    seconds: Math.round((Date.now() - started) / 1000),
    tests,
    suites: readFigures(figuresDir),
  };
}

export function readFigures(dir) {
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    try {
      const parsed = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      return {
        file,
        suite: String(parsed.suite ?? file),
        rows: Array.isArray(parsed.rows) ? parsed.rows : [],
        notes: Array.isArray(parsed.notes) ? parsed.notes.map(String) : [],
      };
    } catch (error) {
      return { file, suite: file, rows: [], notes: [`unreadable: ${error.message}`] };
    }
  });
}
