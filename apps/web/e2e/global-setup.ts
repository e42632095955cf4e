import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TestApi } from './support/api';
import { playEarly } from './support/early-play';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'e2e-admin-password';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForStatus(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/wps/system/status`, { headers: { Merchant: 'TESSERA' } });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer /wps/system/status within ${timeoutMs / 1000} s`);
}

/** Starts the real server on a fresh data directory for the whole run, and stops it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // WEB_DIST lets a run use a site built elsewhere (vite build apps/web --outDir <dir>).
  const webDist = resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: build the site first (npx vite build apps/web)`);
  }
  const temp = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(temp, 'data'),
      SEED_DEMO: 'true',
      // The journeys count what they make themselves; a month of demo history only slows the start.
      DEMO_HISTORY: 'false',
      ADMIN_PASSWORD,
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      WEB_DIST: webDist,
      // The demo's stand-in game vendor, on a port of this run's own.
      PROVIDER_SIMULATOR_PORT: String(await freePort()),
      // A run of its own in a shared Redis: no login failures counted by an earlier run.
      REDIS_PREFIX: `tessera-e2e-${port}-${Date.now()}:`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    if (process.env.E2E_SERVER_LOG) appendFileSync(process.env.E2E_SERVER_LOG, chunk);
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([
        new Promise((done) => server.once('exit', done)),
        new Promise((done) => setTimeout(done, 5000)),
      ]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(temp, { recursive: true, force: true });
  };

  try {
    // A first start migrates and seeds 10,000 games; on a machine busy with other runs that can
    // take well over a minute.
    await waitForStatus(baseUrl, server, 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  // The journeys meet a brand without popups (a popup covers whatever a journey clicks first);
  // the announcements journey publishes the ones it checks.
  const api = new TestApi(baseUrl);
  await api.removePopups();
  await playEarly(api);
  project.provide('baseUrl', baseUrl);
  return stop;
}
