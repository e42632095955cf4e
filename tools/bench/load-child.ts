import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rate } from './pgbench.js';

/**
 * Load generators that build each request in JavaScript run in a child process (their own file
 * again, with a flag), so autocannon never shares the server's event loop. The config goes in as
 * JSON in the environment; the child's rate comes back as JSON on its stdout.
 */
const CONFIG_ENV = 'BENCH_LOAD_CONFIG';

/** Runs `moduleUrl` (an `import.meta.url`) as a child with `flag`, handing it `config`. */
export function runLoadChild(moduleUrl: string, flag: string, config: unknown): Promise<Rate> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl), flag], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, [CONFIG_ENV]: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(JSON.parse(out) as Rate) : fail(new Error(`load child ${flag} exited ${code}`)),
    );
  });
}

/** In the child: when started with `flag`, run `load` on the handed config, print its rate, exit. */
export function whenLoadChild<C>(flag: string, load: (config: C) => Promise<Rate>): void {
  if (!process.argv.includes(flag)) return;
  load(JSON.parse(process.env[CONFIG_ENV]!) as C).then(
    (rate) => {
      process.stdout.write(JSON.stringify(rate));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * A request maker whose `count` requests (see `aheadFor`) are made from `base` before the run and
 * then handed out one by one, so the timed run spends no CPU on JSON,
 * ids and signatures: the load generator shares the machine's two cores with the server and the
 * database, and pgbench, which it is compared with, spends next to nothing per transaction.
 * Should the run ask for more, the rest are made on the spot.
 */
export function madeAhead<R extends object>(count: number, make: (base: R) => R, base: R): (base: R) => R {
  const made = Array.from({ length: count }, () => make(base));
  let next = 0;
  return (request) => made[next++] ?? make(request);
}

/** Requests to make ahead for a run of `seconds` at up to `perSecond`. */
export const aheadFor = (seconds: number, perSecond = 2_500) => Math.ceil(seconds * perSecond);

/** One autocannon run (options as autocannon takes them), as a rate. */
export async function autocannonRate(options: object): Promise<Rate> {
  // autocannon ships no types; only this call is used.
  const { default: autocannon } = (await import('autocannon' as string)) as {
    default: (options: object) => Promise<{
      requests: { average: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    }>;
  };
  const result = await autocannon(options);
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
}
