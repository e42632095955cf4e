import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';

/** The simulator's entry (apps/provider-simulator), run with tsx as a loader like the server. */
const SIMULATOR_MAIN = fileURLToPath(new URL('../../provider-simulator/src/main.ts', import.meta.url));
const STOP_GRACE_MS = 3_000;

export interface ProviderSimulatorProcess {
  url: string;
  /** Tell the simulated vendor its new secret after staff rotated it (the vendor's side of it). */
  handOver(vendor: string, secret: string): void;
  stop(): Promise<void>;
}

/** Where the simulator reaches this server: loopback when the server listens on every interface. */
function serverUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Start the provider simulator (the demo's stand-in game vendor) as a child process on
 * `config.providerSimulator.port`, pointed at this server. Its output goes to our log. It has an
 * IPC channel to us, so it also ends when this process dies without stopping it. Answers null (and
 * says why) when there is no master secret to give it.
 */
export async function startProviderSimulator(input: {
  config: Config;
  /**
   * The demo's master secret, from which each simulated vendor derives its own (decision 0022):
   * `DEMO_PROVIDER_SECRET`, or the one the demo seed drew at this start.
   */
  masterSecret: string | null;
  /** The vendors whose secret staff rotated (not derived from the master), with their secret. */
  rotatedSecrets: { vendor: string; secret: string }[];
  serverPort: number;
  log: FastifyBaseLogger;
}): Promise<ProviderSimulatorProcess | null> {
  const { config, log } = input;
  const secret = input.masterSecret;
  if (!secret) {
    log.warn('Provider simulator not started: set DEMO_PROVIDER_SECRET (the demo vendors’ master secret)');
    return null;
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), SIMULATOR_MAIN],
    {
      env: {
        ...process.env,
        SIMULATOR_PORT: String(config.providerSimulator.port),
        SIMULATOR_HOST: config.host,
        TESSERA_URL: serverUrl(config.host, input.serverPort),
        PROVIDER_SECRET: secret,
        VENDOR_SECRETS: JSON.stringify(
          Object.fromEntries(input.rotatedSecrets.map((r) => [r.vendor, r.secret])),
        ),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const forward = (level: 'info' | 'warn') => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log[level](line.trim());
  };
  child.stdout?.on('data', forward('info'));
  child.stderr?.on('data', forward('warn'));
  let stopping = false;
  const exited = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      if (!stopping) log.warn(`Provider simulator exited (${signal ?? `code ${code}`})`);
      done();
    });
  });
  log.info(`Provider simulator (the demo's external game vendors) serves on ${config.providerSimulator.url}`);
  return {
    url: config.providerSimulator.url,
    handOver(vendor, secret) {
      if (child.connected) child.send({ type: 'vendor-secret', vendor, secret });
    },
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
