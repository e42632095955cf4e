import { postAdjustment, type WsMessage, walletTransfer, ZWsMessage } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { registerMember, staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  // With REDIS_URL (as in CI) the pushes travel through Redis pub/sub, as between real nodes.
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const { Redis } = await import('ioredis');
    const { RedisBalanceBus } = await import('./balance-push.js');
    redis = new Redis(redisUrl);
    t = await createTestApp({
      balanceBus: new RedisBalanceBus(redis, `tessera:test:${process.pid}:${Date.now()}:`),
    });
  } else {
    t = await createTestApp();
  }
});
afterAll(async () => {
  await t.close();
  await redis?.quit();
});
let redis: import('ioredis').Redis | undefined;

/** Frames as they arrive, and a way to wait for the next one. */
function frames(socket: WebSocket) {
  const queue: WsMessage[] = [];
  const waiters: Array<(message: WsMessage) => void> = [];
  socket.on('message', (data) => {
    const message = ZWsMessage.parse(JSON.parse(String(data)));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  return {
    next: () =>
      queue.length > 0
        ? Promise.resolve(queue.shift()!)
        : new Promise<WsMessage>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no frame within 5 s')), 5_000);
            waiters.push((message) => {
              clearTimeout(timer);
              resolve(message);
            });
          }),
  };
}

describe('the balance socket', () => {
  it('sends the balance on connect and again after every committed change', async () => {
    const member = await registerMember(t);
    let inbox!: ReturnType<typeof frames>;
    // Listen from the start: the first frame may come before the upgrade promise settles.
    const socket = await t.app.injectWS(
      `/ws?token=${member.token}&merchant=TESSERA`,
      {},
      {
        onInit: (ws) => {
          inbox = frames(ws);
        },
      },
    );
    expect((await inbox.next()).value.sumBalance).toBe(0);

    const admin = await staffToken(t);
    await t.call(postAdjustment, {
      token: admin,
      params: { memberId: member.member.id },
      body: { amount: 75.5, reason: 'push test' },
    });
    expect((await inbox.next()).value.sumBalance).toBe(75.5);

    await t.call(walletTransfer, { token: member.token, body: { from: 2, to: 100, amount: 5.5 } });
    const moved = await inbox.next();
    expect(moved.value.balance.find((line) => line.code === 'BGS')?.availBalance).toBe(5.5);
    socket.terminate();
    await t.verifyLedger();
  });

  it('closes a socket without a live session', async () => {
    const closed = new Promise<number>((resolve) => {
      void t.app.injectWS(
        '/ws?token=not-a-token&merchant=TESSERA',
        {},
        {
          onInit: (socket) => socket.on('close', (code) => resolve(code)),
        },
      );
    });
    expect(await closed).toBe(4401);
  });
});

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describe('the Redis balance bus', () => {
    it('carries news from one node to every other', async () => {
      const { Redis } = await import('ioredis');
      const { RedisBalanceBus } = await import('./balance-push.js');
      const prefix = `tessera:test:${process.pid}:${Date.now()}:`;
      const a = new Redis(redisUrl);
      const b = new Redis(redisUrl);
      const nodeA = new RedisBalanceBus(a, prefix);
      const nodeB = new RedisBalanceBus(b, prefix);
      try {
        const heard = new Promise<[number, number[]]>((resolve) => {
          nodeB.subscribe((merchantId, memberIds) => resolve([merchantId, memberIds]));
        });
        // Subscribing is asynchronous: publish until node B has joined the channel.
        const timer = setInterval(() => nodeA.publish(7, [11, 12]), 50);
        expect(await heard).toEqual([7, [11, 12]]);
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
