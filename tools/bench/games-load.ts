import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Rate } from './pgbench.js';

/**
 * The load generators of the games bench, run as a child process (this file again) so autocannon
 * never shares the server's event loop: signed provider `bet` calls, and catalog searches.
 */
export type GamesLoad =
  | {
      mode: 'bets';
      url: string;
      seconds: number;
      connections: number;
      /** Requests per second over all connections (0: as fast as the server answers). */
      overallRate: number;
      vendor: string;
      secret: string;
      currency: string;
      members: number[];
    }
  | {
      mode: 'search';
      url: string;
      seconds: number;
      connections: number;
      overallRate: number;
      path: string;
      terms: string[];
    };

const CHILD_FLAG = '--games-load-child';

export function runGamesLoad(config: GamesLoad): Promise<Rate> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG], {
      env: { ...process.env, GAMES_LOAD: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(JSON.parse(out) as Rate) : fail(new Error(`games load exited ${code}`)),
    );
  });
}

interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Each request is built when sent: a fresh bet (own ids, signed now) or a random search term. */
function requestFor(config: GamesLoad): (request: Request) => Request {
  if (config.mode === 'search') {
    return (request) => {
      const term = config.terms[Math.floor(Math.random() * config.terms.length)]!;
      const query = new URLSearchParams({ gameName: term, pageNo: '1', pageSize: '30' });
      return { ...request, path: `${config.path}?${query}` };
    };
  }
  return (request) => {
    const user = config.members[Math.floor(Math.random() * config.members.length)]!;
    const round = randomUUID();
    const body = JSON.stringify({
      user: String(user),
      transactionId: `bet-${round}`,
      roundId: round,
      gameCode: 'BENCH',
      amount: 1,
      currency: config.currency,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', config.secret).update(`${timestamp}.${body}`).digest('hex');
    return {
      ...request,
      body,
      headers: { ...request.headers, 'x-timestamp': timestamp, 'x-signature': signature },
    };
  };
}

async function child(): Promise<void> {
  const config = JSON.parse(process.env.GAMES_LOAD!) as GamesLoad;
  // autocannon ships no types; only this call is used.
  const { default: autocannon } = (await import('autocannon' as string)) as {
    default: (options: object) => Promise<{
      requests: { average: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    }>;
  };
  const base: Request =
    config.mode === 'bets'
      ? {
          method: 'POST',
          path: `/provider/v1/${config.vendor}/bet`,
          headers: { 'content-type': 'application/json' },
        }
      : { method: 'GET', path: config.path, headers: { merchant: 'TESSERA', language: 'EN' } };
  const build = requestFor(config);
  const result = await autocannon({
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    ...(config.overallRate > 0 ? { overallRate: config.overallRate } : {}),
    requests: [{ ...base, setupRequest: build }],
  });
  const rate: Rate = {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
  };
  process.stdout.write(JSON.stringify(rate));
}

if (process.argv.includes(CHILD_FLAG)) {
  child().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
