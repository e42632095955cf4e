import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed, for a failure message. */
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

/**
 * The real server (`apps/server/src/main.ts`) as its own process, the way production runs it. It is
 * started as ONE node process with tsx as a loader (not through the tsx CLI, which forks a child), so
 * a SIGKILL hits the process that holds the database, with no chance to flush or clean up.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _unset, DATA_DIR: _unsetToo, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      PROVIDER_SIMULATOR: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((done) => {
    child.once('exit', (code, signal) => done(signal ?? `exit ${code}`));
  });
  const server: ServerProcess = { baseUrl: `http://127.0.0.1:${port}`, child, output: () => printed, exited };
  await waitUntilServing(server);
  return server;
}

async function waitUntilServing(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone: string | null = null;
  void server.exited.then((how) => {
    gone = how;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited (${gone}) before serving:\n${server.output()}`);
    try {
      const answer = await fetch(`${server.baseUrl}/wps/system/status`, {
        headers: { merchant: 'TESSERA', language: 'EN' },
      });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server did not serve within ${timeoutMs} ms:\n${server.output()}`);
}

/** Stop it the polite way (SIGTERM: the server closes its database) and wait until it is gone. */
export async function stopServer(server: ServerProcess, timeoutMs = 15_000): Promise<string> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
