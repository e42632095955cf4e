import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ChaosOdds } from './chaos.js';
import { renderErrorPage, renderGamePage } from './game-page.js';
import { BadRequest, integerField, newNonce, readJson, sendJson, sendPage } from './http-kit.js';
import { type PageLanguage, pageLanguage } from './page-texts.js';
import { fetchTransport, ProviderClient, vendorSecret } from './provider-client.js';
import { type PlaySession, PlaySessions, summarise } from './sessions.js';

export interface SimulatorOptions {
  /** Our server's base URL, where the provider API lives. */
  tesseraUrl: string;
  /** The demo's master secret: each simulated vendor signs with its own, `vendorSecret(secret, code)`. */
  secret: string;
  /** Vendors whose secret the operator rotated: these sign with the secret given here instead. */
  vendorSecrets?: ReadonlyMap<string, string>;
  /** Makes the wheel and the chaos replay exactly. */
  seed: string | undefined;
  odds: ChaosOdds;
}

const VENDOR = /^[A-Za-z0-9_-]{1,32}$/u;
const MAX_STAKE = 1_000_000_000_000;
const MAX_ROUNDS = 1_000;

/**
 * The simulator's HTTP face:
 * - `GET /play/:vendor/:gameCode?token=…&lang=…` the game page (or `?session=…` after a reload),
 * - `POST /api/sessions/:id/play {stake}` one round, for the page,
 * - `POST /api/sessions/:id/rounds {count, stake, chaos?}` rounds in a row, answering a summary,
 * - `GET /health`.
 */
export function createSimulatorServer(options: SimulatorOptions): Server {
  const sessions = new PlaySessions(options.seed, options.odds);
  const clients = new Map<string, ProviderClient>();
  const clientFor = (vendor: string) => {
    const secret = options.vendorSecrets?.get(vendor) ?? vendorSecret(options.secret, vendor);
    let client = clients.get(vendor);
    if (!client || client.secret !== secret) {
      client = new ProviderClient(vendor, secret, Date.now, fetchTransport(options.tesseraUrl));
      clients.set(vendor, client);
    }
    return client;
  };

  async function gamePage(request: IncomingMessage, response: ServerResponse, url: URL, path: string[]) {
    const language = pageLanguage(url.searchParams.get('lang'));
    const nonce = newNonce();
    const fail = (status: number, reason: Parameters<typeof renderErrorPage>[1], detail = '') =>
      sendPage(response, status, renderErrorPage(language, reason, nonce, detail), nonce);
    const [vendor, gameCode] = path.map(decodeURIComponent);
    if (!vendor || !gameCode || !VENDOR.test(vendor) || gameCode.length > 128 || request.method !== 'GET') {
      return fail(404, 'error.not-found');
    }
    const client = clientFor(vendor);
    const sessionId = url.searchParams.get('session');
    if (sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.vendor !== vendor || session.gameCode !== gameCode)
        return fail(404, 'error.session');
      await refreshBalance(client, session);
      return sendPage(response, 200, renderGamePage(session, language, nonce), nonce);
    }
    const token = url.searchParams.get('token');
    if (!token) return fail(401, 'error.invalid-token');
    const answer = await client.authenticate(token).catch(() => null);
    if (!answer || answer.httpStatus >= 500) return fail(502, 'error.unreachable');
    if (answer.status === 'OK' && answer.user && answer.currency) {
      const session = sessions.open({
        vendor,
        gameCode,
        token,
        user: answer.user,
        currency: answer.currency,
        balance: answer.balance,
      });
      return sendPage(response, 200, renderGamePage(session, language, nonce), nonce);
    }
    if (answer.status === 'INVALID_TOKEN') return fail(401, 'error.invalid-token');
    if (answer.status === 'TOKEN_EXPIRED') return fail(401, 'error.expired-token');
    if (answer.status === 'USER_DISABLED') return fail(403, 'error.disabled');
    return fail(502, 'error.refused', answer.status);
  }

  async function sessionCall(request: IncomingMessage, response: ServerResponse, id: string, verb: string) {
    if (request.method !== 'POST' || (verb !== 'play' && verb !== 'rounds')) {
      return sendJson(response, 404, { error: 'not found' });
    }
    const body = await readJson(request);
    const session = sessions.get(id);
    if (!session) return sendJson(response, 404, { error: 'unknown or ended play session' });
    const stake = integerField(body, 'stake', { min: 1, max: MAX_STAKE });
    const client = clientFor(session.vendor);
    if (verb === 'play') {
      const [round] = await sessions.play(session, client, { count: 1, stake, chaos: true });
      return sendJson(response, 200, { round, balance: session.balance, currency: session.currency });
    }
    const count = integerField(body, 'count', { min: 1, max: MAX_ROUNDS });
    if (body.chaos !== undefined && typeof body.chaos !== 'boolean')
      throw new BadRequest('chaos must be a boolean');
    const records = await sessions.play(session, client, { count, stake, chaos: body.chaos !== false });
    await refreshBalance(client, session);
    return sendJson(response, 200, summarise(records, session));
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator.invalid');
    const path = url.pathname.split('/').filter(Boolean);
    if (url.pathname === '/health') return sendJson(response, 200, { status: 'ok', sessions: sessions.size });
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    if (path[0] === 'play' && path.length === 3) return gamePage(request, response, url, path.slice(1));
    if (path[0] === 'api' && path[1] === 'sessions' && path.length === 4) {
      return sessionCall(request, response, path[2]!, path[3]!);
    }
    if (path[0] === 'play') {
      const nonce = newNonce();
      const language: PageLanguage = pageLanguage(url.searchParams.get('lang'));
      return sendPage(response, 404, renderErrorPage(language, 'error.not-found', nonce), nonce);
    }
    return sendJson(response, 404, { error: 'not found' });
  }

  return createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof BadRequest || error instanceof URIError) {
        return sendJson(response, 400, { error: error.message });
      }
      console.error('provider simulator: request failed', error);
      if (!response.headersSent) sendJson(response, 500, { error: 'the simulator failed' });
      else response.end();
    });
  });
}

/** The wallet's balance now, when the API answers (the last known one otherwise). */
async function refreshBalance(client: ProviderClient, session: PlaySession): Promise<void> {
  const answer = await client.balance(session.user, session.currency, session.token).catch(() => null);
  if (answer?.status === 'OK') session.balance = answer.balance;
}
