import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { type Db, poolStatsOf } from '../db/database.js';
import { metricsRegistry, observeRequest } from '../lib/metrics.js';
import { failure } from './envelope.js';

export const METRICS_PATH = '/metrics';
/** The label of requests no route matched (site pages answered by the not-found handler, 404s). */
const UNMATCHED = '(unmatched)';

/**
 * Prometheus metrics: every request's rate and latency by its route's pattern, and `GET /metrics`
 * for the addresses in `METRICS_ALLOW` (everyone else gets the 404 envelope, as for an address
 * that does not exist). Call before any route is added: each route gets its own response hook with
 * its pattern bound, so a request reads no route options and allocates nothing to be counted.
 */
export function installMetrics(app: FastifyInstance, options: { db: Db; allow: readonly string[] }): void {
  app.addHook('onRoute', (route) => {
    if (route.url === METRICS_PATH) return;
    const pattern = route.url;
    const count: onResponseHookHandler = (request, reply, done) => {
      observeRequest(request.method, pattern, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = route.onResponse === undefined ? [count] : [route.onResponse, count].flat();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observeRequest(request.method, UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const allowed = allowList(options.allow);
  const local = new Registry();
  const stats = () => poolStatsOf(options.db) ?? { total: 0, idle: 0, waiting: 0 };
  const gauge = (name: string, help: string, read: (pool: ReturnType<typeof stats>) => number) =>
    new Gauge({
      name,
      help,
      registers: [local],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge(
    'tessera_db_pool_connections',
    'Database connections open (PGlite: its one connection)',
    (p) => p.total,
  );
  gauge('tessera_db_pool_idle', 'Database connections open and idle', (p) => p.idle);
  gauge(
    'tessera_db_pool_waiting',
    'Queries waiting for a database connection (saturation)',
    (p) => p.waiting,
  );

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip)) {
      const refusal = failure('route.not.found', String(request.headers.language ?? ''));
      return reply.status(refusal.status).send(refusal.body);
    }
    const registry = Registry.merge([metricsRegistry, local]);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** `METRICS_ALLOW`'s addresses and CIDR blocks; an IPv4 caller seen as `::ffff:a.b.c.d` is a.b.c.d. */
function allowList(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIPv4(address!) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}
