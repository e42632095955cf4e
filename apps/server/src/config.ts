import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().min(1).max(64).default('tessera:'),
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1,::1')
    .transform((list) => list.split(/[\s,]+/u).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  DEMO_HISTORY: bool.optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  WEB_DIST: z.string().default('apps/web/dist'),
  BACKOFFICE_DIST: z.string().default('apps/backoffice/dist'),
  TRUST_PROXY: bool.default(false),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(2).default(2),
  VALIDATE_RESPONSES: bool.default(false),
  DOCS_STAFF_PUBLIC: bool.default(false),
  DEMO_PROVIDER_SECRET: z.string().min(16).optional(),
  LOTTERY_FEED: z.enum(['sandbox', 'off']).optional(),
  LOTTERY_LEASE_MS: z.coerce.number().int().min(1000).optional(),
  PROVIDER_SIMULATOR: bool.optional(),
  PROVIDER_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  PROVIDER_SIMULATOR_URL: z.string().url().optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(10_000),
  FRAME_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(/[\s,]+/u).filter(Boolean))
    .pipe(z.array(z.string().url())),
});

export interface Config {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Namespace of this deployment's keys, so deployments (and test runs) sharing a Redis never mix. */
  redisPrefix: string;
  /** Addresses and CIDR blocks that may read `/metrics` (default loopback only; others get a 404). */
  metricsAllow: string[];
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  seedDemo: boolean;
  /** On the demo's first start, a month of players, deposits and play on past days (seed/demo-history.ts). */
  demoHistory: boolean;
  publicUrl: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  /** The built staff console, served at /backoffice/. */
  backofficeDist: string;
  trustProxy: boolean;
  argon2: { memoryCost: number; timeCost: number };
  /** Check every answer against its contract before sending it (tests turn this on). */
  validateResponses: boolean;
  /** Show the staff calls (/bo/api) in the /docs document to everyone, not only to signed-in staff. */
  docsStaffPublic: boolean;
  /**
   * The demo vendors' master secret: each signs with hex HMAC-SHA256(it, vendor code) (decision
   * 0022); the demo seed draws and prints one at each start when unset.
   */
  demoProviderSecret: string | undefined;
  /**
   * The provider simulator (the demo's stand-in game vendor, its own process): whether `main`
   * starts it (default: with the demo seed), its port, and the base URL external launches point to.
   */
  providerSimulator: { start: boolean; port: number; url: string };
  /**
   * Where official lottery results come from besides staff: the built-in sandbox feed (default with
   * the demo seed) or none (staff enter them, a second person confirms).
   */
  lotteryFeed: 'sandbox' | 'off';
  /**
   * How long a node's claim on a draw it settles lasts; each window of bets renews it. Another node
   * takes over a draw whose node died once the claim has lapsed. Unset: half a minute.
   */
  lotteryLeaseMs: number | undefined;
  /**
   * How long a client may take (decision 0023): to send a whole request (headers and body), to stay
   * silent on a connection, to keep an idle keep-alive connection, and how many requests one
   * connection may carry (0: no limit).
   */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number; maxRequestsPerSocket: number };
  /** Origins whose game pages the site may frame, besides the provider simulator's (CSP frame-src). */
  frameOrigins: string[];
}

/** Read the environment once; fail fast naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    metricsAllow: e.METRICS_ALLOW,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    demoHistory: e.DEMO_HISTORY ?? e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    publicUrl: e.PUBLIC_URL,
    adminPassword: e.ADMIN_PASSWORD,
    webDist: e.WEB_DIST,
    backofficeDist: e.BACKOFFICE_DIST,
    trustProxy: e.TRUST_PROXY,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    validateResponses: e.VALIDATE_RESPONSES,
    docsStaffPublic: e.DOCS_STAFF_PUBLIC,
    demoProviderSecret: e.DEMO_PROVIDER_SECRET,
    lotteryFeed: e.LOTTERY_FEED ?? ((e.SEED_DEMO ?? e.DATABASE_URL === undefined) ? 'sandbox' : 'off'),
    lotteryLeaseMs: e.LOTTERY_LEASE_MS,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET,
    },
    frameOrigins: e.FRAME_ORIGINS.map((origin) => new URL(origin).origin),
    providerSimulator: {
      start: e.PROVIDER_SIMULATOR ?? e.SEED_DEMO ?? e.DATABASE_URL === undefined,
      port: e.PROVIDER_SIMULATOR_PORT,
      url: (e.PROVIDER_SIMULATOR_URL ?? `http://localhost:${e.PROVIDER_SIMULATOR_PORT}`).replace(/\/+$/u, ''),
    },
  };
}
