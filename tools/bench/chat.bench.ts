import { CHAT_WS_PATH, STAFF_CHAT_WS_PATH, staffLogin } from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app.js';
import { systemClock } from '../../apps/server/src/clock.js';
import { MemoryRateLimiter } from '../../apps/server/src/lib/rate-limiter.js';
import { noGeo } from '../../apps/server/src/modules/site/geo.js';
import { type BalanceBus, RedisBalanceBus } from '../../apps/server/src/modules/wallet/balance-push.js';
import { BENCH_ADMIN_PASSWORD, type BenchApp, onThisHost } from './bench-app.js';
import { percentile, round } from './load.js';

const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 20);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
/** Sends each customer socket keeps in flight in the throughput runs. */
const WINDOW = 16;
const PACED_RATE = Number(process.env.BENCH_CHAT_RATE ?? 1_000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HEADERS = { merchant: 'TESSERA', language: 'EN', 'content-type': 'application/json' };

interface Node {
  url: string;
  close(): Promise<void>;
}

/**
 * Issue 17: live chat messages per second and their delivery latency, the customer's socket to
 * the staff console's. Visitors' sockets send (each send waits for its seq in PostgreSQL, then is
 * news on the bus); one staff socket receives every message of the brand.
 * - Throughput: each of 20 customer sockets keeps 16 sends in flight for 5 s, through one node
 *   (both sockets on it, the in-process bus) and through two nodes sharing Redis pub/sub
 *   (customers on node A, staff on node B).
 * - Latency: 1,000 messages/s paced over the 20 conversations for 5 s; p50 and p99 from the send
 *   to the staff socket's receipt (target p99 ≤ 50 ms on loopback).
 */
export async function benchChat(target: BenchApp): Promise<string[]> {
  const lines = ['chat (issue 17): visitor sockets → the staff console socket'];
  const staffToken = await adminToken(target);
  const one: Node = { url: target.baseUrl.replace('http', 'ws'), close: async () => {} };
  const single = await measure(target, one, one, staffToken);
  let double: Awaited<ReturnType<typeof measure>> | null = null;
  const redis = (await reachable(REDIS_URL)) ? new Redis(REDIS_URL) : null;
  if (redis) {
    const prefix = `tessera:bench:chat:${Date.now()}:`;
    const [a, b] = [await node(target, redis, prefix), await node(target, redis, prefix)];
    try {
      double = await measure(target, a, b, staffToken);
    } finally {
      // Let the last sends' news leave before the nodes and their Redis connection go.
      await sleep(500);
      await a.close();
      await b.close();
      await sleep(200);
      await redis.quit();
    }
  }
  lines.push(
    `  messages/s, 16 in flight on each of ${CONVERSATIONS} sockets, ${SECONDS} s: one node ${single.throughput}` +
      (double
        ? `, two nodes through Redis ${double.throughput} (${round(double.throughput / single.throughput)}×)`
        : ', two nodes: no Redis at REDIS_URL'),
    `  delivery at ${PACED_RATE}/s over ${SECONDS} s (p50 / p99 ms): one node ${single.p50} / ${single.p99}` +
      (double ? `; two nodes ${double.p50} / ${double.p99} (p99 ${round(double.p99 / single.p99)}×)` : '') +
      `; target p99 ≤ 50 ms; ${single.lost + (double?.lost ?? 0)} lost or repeated${onThisHost(target)}`,
  );
  return lines;
}

async function measure(target: BenchApp, senders: Node, receivers: Node, staffToken: string) {
  const { chat } = target.services;
  const merchant = await target.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const customers: Array<{ token: string; conversationId: string }> = [];
  for (let index = 0; index < CONVERSATIONS; index += 1) {
    const token = await chat.customers.issue(merchant.id, `bench ${index}`);
    const customer = await chat.customers.resolve(merchant.id, null, token);
    const state = await chat.conversations.open(customer);
    customers.push({ token, conversationId: state.conversation!.id });
  }
  const staff = await open(`${receivers.url}${STAFF_CHAT_WS_PATH}?merchant=TESSERA&token=${staffToken}`);
  const sockets = await Promise.all(
    customers.map((customer) =>
      open(`${senders.url}${CHAT_WS_PATH}?merchant=TESSERA&visitor=${customer.token}`),
    ),
  );
  const ours = new Set(customers.map((customer) => customer.conversationId));
  const latencies: number[] = [];
  const seen = new Map<string, number>();
  let received = 0;
  staff.on('message', (data) => {
    const frame = JSON.parse(String(data)) as {
      type: string;
      message?: { conversationId: string; seq: number; text: string };
    };
    if (frame.type !== 'message' || !frame.message || !ours.has(frame.message.conversationId)) return;
    received += 1;
    const last = seen.get(frame.message.conversationId) ?? 0;
    seen.set(frame.message.conversationId, frame.message.seq);
    if (frame.message.seq !== last + 1) lost += 1;
    const sentAt = Number(frame.message.text.split(' ')[1]);
    if (measuring) latencies.push(performance.now() - sentAt);
  });
  let lost = 0;
  let measuring = false;
  let counter = 0;
  const send = (index: number) => {
    counter += 1;
    sockets[index]!.send(
      JSON.stringify({
        type: 'send',
        conversationId: customers[index]!.conversationId,
        clientId: `bench-${Date.now().toString(36)}-${counter}`,
        text: `at ${performance.now()}`,
      }),
    );
  };

  // Throughput: a window of sends per socket, a new one on each ack.
  let acked = 0;
  let running = true;
  for (const [index, socket] of sockets.entries()) {
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type !== 'ack') return;
      acked += 1;
      if (running) send(index);
    });
  }
  const start = performance.now();
  for (let index = 0; index < sockets.length; index += 1) for (let k = 0; k < WINDOW; k += 1) send(index);
  await sleep(SECONDS * 1_000);
  running = false;
  const throughput = Math.round(acked / ((performance.now() - start) / 1_000));
  await until(() => received >= counter, 30_000);

  // Latency at a paced rate, after the queue drained.
  measuring = true;
  const total = PACED_RATE * SECONDS;
  const before = received;
  const paced = performance.now();
  for (let sent = 0; sent < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - paced) / 1_000) * PACED_RATE));
    while (sent < due) {
      sent += 1;
      send(sent % sockets.length);
    }
    await sleep(1);
  }
  await until(() => received - before >= total, 30_000);
  measuring = false;
  for (const socket of [staff, ...sockets]) socket.close();
  latencies.sort((x, y) => x - y);
  return { throughput, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), lost };
}

async function node(target: BenchApp, redis: Redis, prefix: string): Promise<Node> {
  const bus: BalanceBus = new RedisBalanceBus(redis, prefix);
  const { app } = await buildApp({
    config: target.config,
    db: target.db,
    clock: systemClock,
    limiter: new MemoryRateLimiter(),
    geo: noGeo,
    balanceBus: bus,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Subscribing to Redis is asynchronous: give it a moment before news is published.
  await sleep(200);
  return { url: `ws://127.0.0.1:${portOf(app)}`, close: () => app.close() };
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

async function adminToken(target: BenchApp): Promise<string> {
  const answer = await fetch(`${target.baseUrl}${staffLogin.path}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  }).then((response) => response.json() as Promise<{ value: { token: string } }>);
  return answer.value.token;
}

async function reachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    await probe.quit();
    return true;
  } catch {
    probe.disconnect();
    return false;
  }
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(test: () => boolean, ms: number): Promise<void> {
  const start = Date.now();
  while (!test() && Date.now() - start < ms) await sleep(10);
}
