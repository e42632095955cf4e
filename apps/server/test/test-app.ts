import {
  type BodyOf,
  type Endpoint,
  type ErrorEnvelope,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type RsaKey,
  sealPayload,
  type ValueOf,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { MemoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter.js';
import { verifyLedger } from '../src/modules/ledger/ledger-verify.js';
import { type GeoLocator, noGeo } from '../src/modules/site/geo.js';
import type { BalanceBus } from '../src/modules/wallet/balance-push.js';
import type { Services } from '../src/services.js';
import { cloneTemplate, TEST_ADMIN_PASSWORD, TEST_ARGON2 } from './template-db.js';

export interface CallOptions<E extends Endpoint> {
  body?: BodyOf<E> | Record<string, unknown>;
  query?: QueryOf<E> | Record<string, string>;
  /** Fills the path's `:name` segments. */
  params?: ParamsOf<E> | Record<string, string | number>;
  token?: string;
  headers?: Record<string, string>;
  /** Seal the body (default: when the endpoint is encrypted). */
  seal?: boolean;
  /** Replace the path (to try ids in it). */
  path?: string;
  ip?: string;
}

export interface CallResult<V> {
  status: number;
  body: { success: boolean; value: V | null; message: string | null; errorCode: string | null };
  cookies: Record<string, string>;
}

/**
 * A real app on a fresh database cloned from the migrated, seeded template, driven through
 * `inject` exactly as a client would: headers, sealed payloads and all.
 */
export async function createTestApp(
  options: {
    webDist?: string;
    balanceBus?: BalanceBus;
    validateResponses?: boolean;
    /** Another limiter (Redis, as several nodes share); by default in memory on the test clock. */
    limiter?: RateLimiter;
    /** More environment for the configuration (time-outs, PUBLIC_URL, LOG_LEVEL…). */
    env?: Record<string, string>;
    /** Where log lines go (give `env.LOG_LEVEL` too: tests are silent by default). */
    logStream?: { write(line: string): void };
    /** Where IP addresses are placed (the offline database); by default nowhere. */
    geo?: GeoLocator;
    /** Build a second node of this app: the same database and clock, its own caches and sockets. */
    nodeOf?: { db: Db; clock: ManualClock };
  } = {},
) {
  const database = options.nodeOf ? { db: options.nodeOf.db, close: async () => {} } : await cloneTemplate();
  const clock = options.nodeOf?.clock ?? new ManualClock(new Date());
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: options.webDist ?? '/nonexistent',
      VALIDATE_RESPONSES: options.validateResponses === false ? 'false' : 'true',
      ...options.env,
    }),
    argon2: TEST_ARGON2,
  };
  const { app, services } = await buildApp({
    config,
    db: database.db,
    clock,
    limiter: options.limiter ?? new MemoryRateLimiter(() => clock.now().getTime()),
    geo: options.geo ?? noGeo,
    balanceBus: options.balanceBus,
    logStream: options.logStream,
  });
  await app.ready();
  let rsaKey: RsaKey | null = null;
  const cookieJar: Record<string, string> = {};

  async function call<E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> = {},
  ): Promise<CallResult<ValueOf<E>>> {
    const headers: Record<string, string> = { merchant: 'TESSERA', language: 'EN', ...options.headers };
    if (options.token) headers.authorization = options.token;
    const cookieHeader = Object.entries(cookieJar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    let payload: unknown = options.body;
    if (endpoint.form && options.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.body as Record<string, string>).toString();
    } else if ((options.seal ?? endpoint.encrypted) && options.body !== undefined) {
      rsaKey ??= services.sealed.publicKey();
      const sealed = await sealPayload(rsaKey, options.body as object, { ts: clock.now().getTime() });
      headers.encryption = sealed.header;
      payload = sealed.body;
    }
    const response = await app.inject({
      method: endpoint.method,
      url: options.path ?? fillPath(endpoint.path, options.params as Record<string, unknown> | undefined),
      headers,
      query: options.query as Record<string, string> | undefined,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    const cookies: Record<string, string> = {};
    for (const cookie of response.cookies) {
      cookies[cookie.name] = cookie.value;
      cookieJar[cookie.name] = cookie.value;
    }
    return { status: response.statusCode, body: response.json(), cookies };
  }

  return {
    app: app as FastifyInstance,
    services: services as Services,
    db: database.db,
    clock,
    call,
    adminPassword: TEST_ADMIN_PASSWORD,
    clearCookies: () => {
      for (const key of Object.keys(cookieJar)) delete cookieJar[key];
    },
    /** Every ledger invariant holds: throws listing the breaches otherwise. */
    verifyLedger: () => assertLedgerSound(database.db),
    /** Closing checks the ledger once more, so no file that moved money can leave it broken. */
    close: async () => {
      try {
        await assertLedgerSound(database.db);
      } finally {
        await app.close();
        await database.close();
      }
    },
  };
}

async function assertLedgerSound(db: Parameters<typeof verifyLedger>[0]): Promise<void> {
  const breaches = await verifyLedger(db);
  if (breaches.length > 0) {
    throw new Error(`ledger verifier: ${breaches.map((b) => `${b.invariant}: ${b.detail}`).join('; ')}`);
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Assert an envelope refusal: the code, a 4xx status and a translated message. */
export function expectRefusal(result: CallResult<unknown>, code: string, status?: number): ErrorEnvelope {
  const { body } = result;
  if (
    body.success !== false ||
    body.errorCode !== code ||
    (status !== undefined && result.status !== status)
  ) {
    throw new Error(
      `expected ${code}${status ? ` (${status})` : ''}, got ${result.status} ${JSON.stringify(body)}`,
    );
  }
  if (result.status < 400 || result.status >= 500) throw new Error(`expected a 4xx, got ${result.status}`);
  if (!body.message) throw new Error('refusal without a message');
  return body as ErrorEnvelope;
}
