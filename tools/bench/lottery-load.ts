import { randomUUID } from 'node:crypto';
import { aheadFor, autocannonRate, madeAhead, runLoadChild, whenLoadChild } from './load-child.js';
import type { Rate } from './pgbench.js';

/**
 * The lottery bench's load generator, run as a child process: `POST /lotto/lgw/orders`, each slip
 * from a random member with a fresh request id, one line of `line` on the open draw `numero`.
 */
export interface LotteryLoad {
  url: string;
  seconds: number;
  connections: number;
  overallRate: number;
  tokens: string[];
  gameCode: string;
  numero: string;
  prizeMode: string;
  line: { betType: string; picks: string[][]; units: number };
}

const CHILD_FLAG = '--lottery-load-child';

export const runLotteryLoad = (config: LotteryLoad): Promise<Rate> =>
  runLoadChild(import.meta.url, CHILD_FLAG, config);

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The slip request every slip is made from: the bettor's token and the slip are added. */
const SLIP_REQUEST: Request = {
  method: 'POST',
  path: '/lotto/lgw/orders',
  headers: { 'content-type': 'application/json', merchant: 'TESSERA', language: 'EN' },
};

/** A slip from a random member with a fresh request id (the bench's probe sends one the same way). */
export const slipFor =
  (config: LotteryLoad) =>
  (request: Request = SLIP_REQUEST): Request => ({
    ...request,
    headers: {
      ...request.headers,
      authorization: config.tokens[Math.floor(Math.random() * config.tokens.length)]!,
    },
    body: JSON.stringify({
      requestId: randomUUID(),
      gameCode: config.gameCode,
      numero: config.numero,
      prizeMode: config.prizeMode,
      lines: [config.line],
    }),
  });

function lotteryLoad(config: LotteryLoad): Promise<Rate> {
  return autocannonRate({
    url: config.url,
    connections: config.connections,
    duration: config.seconds,
    ...(config.overallRate > 0 ? { overallRate: config.overallRate } : {}),
    requests: [
      { ...SLIP_REQUEST, setupRequest: madeAhead(aheadFor(config.seconds), slipFor(config), SLIP_REQUEST) },
    ],
  });
}

whenLoadChild(CHILD_FLAG, lotteryLoad);
