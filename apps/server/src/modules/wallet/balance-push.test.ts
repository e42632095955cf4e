import type { AddressInfo } from 'node:net';
import {
  changePassword,
  deleteMessages,
  logout,
  type MessageDraft,
  postAdjustment,
  readMessages,
  sendMessageStaff,
  type WsMessage,
  walletTransfer,
  ZWsMessage,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerMember, staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_IDLE_MS } from '../accounts/sessions.js';
import { type BalanceBus, LocalBalanceBus } from './balance-push.js';

/**
 * Real WebSocket clients against the app listening on a port. With REDIS_URL (as in CI) the news
 * travels through Redis pub/sub, as between real nodes; without it the two nodes share one bus.
 */
const redisUrl = process.env.REDIS_URL;
const prefix = `tessera:test:${process.pid}:${Date.now()}:`;
const redisClients: import('ioredis').Redis[] = [];
let sharedLocalBus: LocalBalanceBus | null = null;

async function newBus(): Promise<BalanceBus> {
  if (!redisUrl) {
    sharedLocalBus ??= new LocalBalanceBus();
    return sharedLocalBus;
  }
  const { Redis } = await import('ioredis');
  const { RedisBalanceBus } = await import('./balance-push.js');
  const redis = new Redis(redisUrl);
  redisClients.push(redis);
  return new RedisBalanceBus(redis, prefix);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ balanceBus: await newBus() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  for (const redis of redisClients) await redis.quit();
});

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

type Frame<T extends WsMessage['type']> = Extract<WsMessage, { type: T }>;

interface Opened {
  socket: WebSocket;
  /** The next frame of a type (the balance unless told), frames of other types kept for their turn. */
  next<T extends WsMessage['type'] = 'balance'>(type?: T): Promise<Frame<T>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Open a socket the way a browser on `origin` would (no Origin: a non-browser client). */
function connect(app: FastifyInstance, token: string, origin?: string): Promise<Opened> {
  const url = `ws://127.0.0.1:${portOf(app)}/ws?token=${encodeURIComponent(token)}&merchant=TESSERA`;
  const socket = new WebSocket(url, origin ? { origin } : {});
  const queues = new Map<string, WsMessage[]>();
  const waiters = new Map<string, Array<(message: WsMessage) => void>>();
  const listOf = <V>(map: Map<string, V[]>, type: string) => {
    const list = map.get(type) ?? [];
    map.set(type, list);
    return list;
  };
  // Listen from the start: the first frame may come right after the upgrade.
  socket.on('message', (data) => {
    const message = ZWsMessage.parse(JSON.parse(String(data)));
    const waiter = listOf(waiters, message.type).shift();
    if (waiter) waiter(message);
    else listOf(queues, message.type).push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const next = <T extends WsMessage['type'] = 'balance'>(type: T = 'balance' as T): Promise<Frame<T>> => {
    const queued = listOf(queues, type).shift();
    if (queued) return Promise.resolve(queued as Frame<T>);
    return new Promise<Frame<T>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within 5 s`)), 5_000);
      listOf(waiters, type).push((message) => {
        clearTimeout(timer);
        resolve(message as Frame<T>);
      });
    });
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** The handshake's answer when the server refuses the upgrade: status and envelope. */
function refusedHandshake(app: FastifyInstance, token: string, origin: string) {
  const url = `ws://127.0.0.1:${portOf(app)}/ws?token=${encodeURIComponent(token)}&merchant=TESSERA`;
  const socket = new WebSocket(url, { origin });
  return new Promise<{ status: number; body: { errorCode: string | null } }>((resolve, reject) => {
    socket.once('open', () => {
      socket.terminate();
      reject(new Error(`a socket from ${origin} was opened`));
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    socket.once('error', () => {});
  });
}

/** Resolves when the socket closed, rejects when it is still open after `ms`. */
function closedWithin(opened: Opened, ms = 5_000) {
  return Promise.race([
    opened.closed,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms),
    ),
  ]);
}

describe('the balance socket', () => {
  it('sends the balance on connect and again after every committed change', async () => {
    const member = await registerMember(t);
    const opened = await connect(t.app, member.token);
    expect((await opened.next()).value.sumBalance).toBe(0);

    const admin = await staffToken(t);
    await t.call(postAdjustment, {
      token: admin,
      params: { memberId: member.member.id },
      body: { amount: 75.5, reason: 'push test' },
    });
    expect((await opened.next()).value.sumBalance).toBe(75.5);

    await t.call(walletTransfer, { token: member.token, body: { from: 2, to: 100, amount: 5.5 } });
    const moved = await opened.next();
    expect(moved.value.balance.find((line) => line.code === 'BGS')?.availBalance).toBe(5.5);
    opened.socket.terminate();
    await t.verifyLedger();
  });

  it('closes a socket without a live session', async () => {
    const opened = await connect(t.app, 'not-a-token');
    expect((await closedWithin(opened)).code).toBe(4401);
  });
});

describe('a socket lives no longer than its session', () => {
  it('closes at logout, and another session of the member stays open', async () => {
    const member = await registerMember(t);
    const opened = await connect(t.app, member.token);
    await opened.next();
    const brand = await t.services.merchants.resolve('TESSERA', undefined);
    const secondToken = await t.services.sessions.create(t.db, {
      memberId: member.member.id,
      merchantId: brand.id,
      ip: null,
      userAgent: null,
    });
    const second = await connect(t.app, secondToken);
    await second.next();

    await t.call(logout, { token: member.token });
    expect(await closedWithin(opened)).toEqual({ code: 4401, reason: 'login.not.session' });
    await expect(closedWithin(second, 300)).rejects.toThrow(/still open/u);
    second.socket.terminate();
  });

  it('closes when the password changes (which ends every session), and opens with the new token', async () => {
    const member = await registerMember(t);
    const opened = await connect(t.app, member.token);
    await opened.next();
    const changed = await t.call(changePassword, {
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Newer1234', confirmNewPassword: 'Newer1234' },
    });
    expect(changed.body.success).toBe(true);
    expect((await closedWithin(opened)).code).toBe(4401);

    const fresh = await connect(t.app, changed.body.value!.token);
    expect((await fresh.next()).type).toBe('balance');
    fresh.socket.terminate();
  });

  it('closes once the session is idle too long: the sweep, on the moved clock', async () => {
    const member = await registerMember(t);
    const opened = await connect(t.app, member.token);
    await opened.next();
    const sweep = () => t.services.liveSockets.sweep();

    t.clock.advance(SESSION_IDLE_MS - 60_000);
    await sweep();
    // Still inside the idle time-out: nothing closes (a sweep that closed everything would fail here).
    await expect(closedWithin(opened, 300)).rejects.toThrow(/still open/u);

    t.clock.advance(120_000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await closedWithin(opened)).code).toBe(4401);
  });

  it('closes when the member is disabled', async () => {
    const member = await registerMember(t);
    const opened = await connect(t.app, member.token);
    await opened.next();
    await t.db
      .updateTable('members')
      .set({ status: 'DISABLED' })
      .where('id', '=', member.member.id)
      .execute();
    // Whatever disables a member announces it once committed, as every change to the member row does.
    t.services.sessions.forgetMember(member.member.id);
    expect((await closedWithin(opened)).code).toBe(4401);
  });
});

describe('who may open the socket', () => {
  it('refuses a page of another site before the upgrade', async () => {
    const member = await registerMember(t);
    for (const origin of ['https://evil.example', 'null', 'https://tessera.test.evil.example']) {
      const refused = await refusedHandshake(t.app, member.token, origin);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('origin.not.allowed');
    }
  });

  it("lets in the brand's domains, the request's own host and clients that send no Origin", async () => {
    const member = await registerMember(t);
    const brand = await t.services.merchants.resolve('TESSERA', undefined);
    const origins = [
      `http://127.0.0.1:${portOf(t.app)}`,
      ...brand.domains.map((entry) => `https://${entry.domain}`),
      undefined,
    ];
    expect(origins.length).toBeGreaterThan(2);
    for (const origin of origins) {
      const opened = await connect(t.app, member.token, origin);
      expect((await opened.next()).type).toBe('balance');
      opened.socket.terminate();
    }
  });
});

describe('the unread count on the socket', () => {
  it('comes on connect and after each message sent, read or deleted, to that member alone', async () => {
    const [reader, other] = [await registerMember(t), await registerMember(t)];
    const opened = await connect(t.app, reader.token);
    const watching = await connect(t.app, other.token);
    expect(await opened.next('unread')).toEqual({ type: 'unread', count: 0 });
    expect((await watching.next('unread')).count).toBe(0);
    const support = await staffTokenFor(t, 'support');
    const words = { title: { EN: 'Hello' }, body: { EN: 'A message' } };
    const send = (audience: MessageDraft['audience']) =>
      t
        .call(sendMessageStaff, { token: support, body: { audience, ...words } })
        .then((r) => r.body.value!.id);
    const first = await send({ kind: 'MEMBER', username: reader.username });
    expect((await opened.next('unread')).count).toBe(1);
    // A message to everyone reaches every socket of the brand.
    const everyone = await send({ kind: 'ALL' });
    expect((await opened.next('unread')).count).toBe(2);
    expect((await watching.next('unread')).count).toBe(1);
    await t.call(readMessages, { token: reader.token, body: { ids: [first] } });
    expect((await opened.next('unread')).count).toBe(1);
    await t.call(deleteMessages, { token: reader.token, body: { ids: [everyone] } });
    expect((await opened.next('unread')).count).toBe(0);
    // Nothing of the reader's reached the other member's socket.
    const quiet = new Promise((resolve) => setTimeout(() => resolve('nothing'), 300));
    expect(await Promise.race([watching.next('unread'), quiet])).toBe('nothing');
    opened.socket.terminate();
    watching.socket.terminate();
  });
});

describe('two nodes', () => {
  it('a logout on node A closes the socket held by node B', async () => {
    const nodeB = await createTestApp({ balanceBus: await newBus(), nodeOf: t });
    try {
      await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
      const member = await registerMember(t);
      const onB = await connect(nodeB.app, member.token);
      await onB.next();
      // Money moved on A reaches B's socket: the bus joins the nodes. Subscribing is asynchronous,
      // so move it until node B has joined the channel.
      const admin = await staffToken(t);
      let heard: WsMessage | null = null;
      for (let attempt = 0; attempt < 20 && !heard; attempt += 1) {
        await t.call(postAdjustment, {
          token: admin,
          params: { memberId: member.member.id },
          body: { amount: 1, reason: 'bus check' },
        });
        heard = await Promise.race([
          onB.next(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 250)),
        ]);
      }
      expect(heard?.type).toBe('balance');

      await t.call(logout, { token: member.token });
      expect((await closedWithin(onB)).code).toBe(4401);
    } finally {
      await nodeB.app.close();
    }
  });
});

if (redisUrl) {
  describe('the Redis balance bus', () => {
    it('carries news from one node to every other', async () => {
      const { Redis } = await import('ioredis');
      const { RedisBalanceBus } = await import('./balance-push.js');
      const a = new Redis(redisUrl);
      const b = new Redis(redisUrl);
      const nodeA = new RedisBalanceBus(a, `${prefix}bus:`);
      const nodeB = new RedisBalanceBus(b, `${prefix}bus:`);
      try {
        const heard = new Promise((resolve) => nodeB.subscribe(resolve));
        // Subscribing is asynchronous: publish until node B has joined the channel.
        const timer = setInterval(
          () => nodeA.publish({ kind: 'session', memberId: 11, tokenHash: null }),
          50,
        );
        expect(await heard).toEqual({ kind: 'session', memberId: 11, tokenHash: null });
        clearInterval(timer);
      } finally {
        await nodeA.close();
        await nodeB.close();
        await a.quit();
        await b.quit();
      }
    });
  });
}
