import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

async function waitForHealth(port: number, deadline = Date.now() + 90_000): Promise<Response> {
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/healthz`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('the server process', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
  });

  it('starts on the port it is given, prints the URLs, and shuts down cleanly on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const health = await waitForHealth(port);
    expect(health.status).toBe(200);
    expect(output).toContain(`http://localhost:${port}/testPreview?userId=1001&sessionId=demo-1001`);
    expect(output).toContain(`http://localhost:${port}/testPreview?userId=1002&sessionId=demo-1002`);

    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 150_000);
});
