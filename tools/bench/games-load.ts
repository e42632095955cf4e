import { createHmac, randomUUID } from 'node:crypto';
import { aheadFor, autocannonRate, madeAhead, runLoadChild, whenLoadChild } from './load-child.js';
import type { Rate } from './pgbench.js';

/**
 * The load generators of the games bench, run as a child process (this file again) so autocannon
 * never shares the server's event loop: signed provider `bet` calls, and catalog searches.
 */
export type GamesLoad =
  | {
      /** Bets that open rounds and leave them open; `rounds`: each bet followed by a win that closes it. */
      mode: 'bets' | 'rounds';
      url: string;
      seconds: number;
      connections: number;
      /** Requests per second over all connections (0: as fast as the server answers). */
      overallRate: number;
      vendor: string;
      secret: string;
      currency: string;
      players: BenchPlayer[];
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

/** A member with a live launch of the bench's vendor: its bets name the launch's token. */
export interface BenchPlayer {
  user: string;
  token: string;
}

const CHILD_FLAG = '--games-load-child';

export function runGamesLoad(config: GamesLoad): Promise<Rate> {
  return runLoadChild(import.meta.url, CHILD_FLAG, config);
}

interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A signed provider call of the bench's vendor. */
function signed(
  config: Extract<GamesLoad, { mode: 'bets' | 'rounds' }>,
  request: Request,
  call: object,
): Request {
  const body = JSON.stringify(call);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', config.secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    ...request,
    body,
    headers: { ...request.headers, 'x-timestamp': timestamp, 'x-signature': signature },
  };
}

/**
 * A settled round as two requests made ahead in pairs: the bet, then the win that closes its round.
 * autocannon keeps each connection's requests in order, so a round's win follows its own bet.
 */
function roundRequests(config: Extract<GamesLoad, { mode: 'bets' | 'rounds' }>, base: Request) {
  const make = () => {
    const { user, token } = config.players[Math.floor(Math.random() * config.players.length)]!;
    const round = randomUUID();
    const common = { token, user, roundId: round, gameCode: 'BENCH', currency: config.currency };
    return {
      bet: signed(
        config,
        { ...base, path: `/provider/v1/${config.vendor}/bet` },
        { ...common, transactionId: `bet-${round}`, amount: 2 },
      ),
      win: signed(
        config,
        { ...base, path: `/provider/v1/${config.vendor}/win` },
        {
          ...common,
          transactionId: `win-${round}`,
          amount: 1,
          roundClosed: true,
        },
      ),
    };
  };
  const pairs = Array.from({ length: aheadFor(config.seconds, 1_500) }, make);
  let next = 0;
  return [
    {
      ...base,
      setupRequest: (_request: Request, context: { pair?: ReturnType<typeof make> }) => {
        context.pair = pairs[next++] ?? make();
        return context.pair.bet;
      },
    },
    {
      ...base,
      setupRequest: (_request: Request, context: { pair: ReturnType<typeof make> }) => context.pair.win,
    },
  ];
}

/** Each request is its own: a fresh bet (own ids, signed) or a random search term. */
function requestFor(config: GamesLoad): (request: Request) => Request {
  if (config.mode === 'search') {
    return (request) => {
      const term = config.terms[Math.floor(Math.random() * config.terms.length)]!;
      const query = new URLSearchParams({ gameName: term, pageNo: '1', pageSize: '30' });
      return { ...request, path: `${config.path}?${query}` };
    };
  }
  return (request) => {
    const { user, token } = config.players[Math.floor(Math.random() * config.players.length)]!;
    const round = randomUUID();
    return signed(config, request, {
      token,
      user,
      transactionId: `bet-${round}`,
      roundId: round,
      gameCode: 'BENCH',
      amount: 1,
      currency: config.currency,
    });
  };
}

function gamesLoad(config: GamesLoad): Promise<Rate> {
  if (config.mode === 'rounds') {
    const base: Request = { method: 'POST', headers: { 'content-type': 'application/json' } };
    return autocannonRate({
      url: config.url,
      connections: config.connections,
      duration: config.seconds,
      ...(config.overallRate > 0 ? { overallRate: config.overallRate } : {}),
      requests: roundRequests(config, base),
    });
  }
  const base: Request =
    config.mode === 'search'
      ? { method: 'GET', path: config.path, headers: { merchant: 'TESSERA', language: 'EN' } }
      : {
          method: 'POST',
          path: `/provider/v1/${config.vendor}/bet`,
          headers: { 'content-type': 'application/json' },
        };
  return autocannonRate({
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    ...(config.overallRate > 0 ? { overallRate: config.overallRate } : {}),
    requests: [{ ...base, setupRequest: madeAhead(aheadFor(config.seconds), requestFor(config), base) }],
  });
}

whenLoadChild(CHILD_FLAG, gamesLoad);
