import { type ChatMessage, logout, setChatDutyStaff, takeChatConversationStaff } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { person } from '../transfers/transfer-test-kit.js';
import type { BalanceBus } from '../wallet/balance-push.js';
import { LocalBalanceBus } from '../wallet/balance-push.js';
import {
  type ChatClient,
  chatSocket,
  chatStaff,
  expectOnceInOrder,
  ok,
  openConversation,
  visitorToken,
} from './chat-test-kit.js';

/**
 * The chat's sockets on real ports. With REDIS_URL the nodes' news travels through Redis pub/sub,
 * as between real servers, on PostgreSQL and on PGlite alike; without it the nodes share one
 * in-process bus. On one PGlite a burst of sends completes without the event loop reading the
 * Redis socket (PGlite's queries never yield to I/O), so every staff send settles before the
 * members' news arrives: the stall that showed a staff socket starting at its own first message
 * (issue 17; now it starts where the conversation stood when it opened: chat-hub.test.ts).
 */
const redisUrl = process.env.REDIS_URL;
const prefix = `tessera:test:chat:${process.pid}:${Date.now()}:`;
const redisClients: import('ioredis').Redis[] = [];
let sharedLocalBus: LocalBalanceBus | null = null;

async function newBus(): Promise<BalanceBus> {
  if (!redisUrl) {
    sharedLocalBus ??= new LocalBalanceBus();
    return sharedLocalBus;
  }
  const { Redis } = await import('ioredis');
  const { RedisBalanceBus } = await import('../wallet/balance-push.js');
  const redis = new Redis(redisUrl);
  redisClients.push(redis);
  return new RedisBalanceBus(redis, prefix);
}

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp({ balanceBus: await newBus() });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await a?.close();
  for (const redis of redisClients) await redis.quit();
});

const ofType = <T extends string>(client: ChatClient, type: T) =>
  client.frames.filter((frame) => frame.type === type);
const barrier = async (client: ChatClient) => {
  const pongs = ofType(client, 'pong').length;
  client.send({ type: 'ping' });
  await client.until(() => ofType(client, 'pong').length > pongs);
};

describe('chat sockets on one node', () => {
  it('carries messages, typing, read marks and the conversation to its two sides and nobody else', async () => {
    const [alice, bob] = [await person(a), await person(a)];
    const support = await chatStaff(a, 'support');
    const conversation = await openConversation(a, { token: alice.token });
    const other = await openConversation(a, { token: bob.token });
    const aliceSocket = await chatSocket(a.app, 'CUSTOMER', { token: alice.token });
    const bobSocket = await chatSocket(a.app, 'CUSTOMER', { token: bob.token });
    const staffSocket = await chatSocket(a.app, 'STAFF', { token: support.token });
    await aliceSocket.until((frames) => frames.some((frame) => frame.type === 'hello'));
    expect(aliceSocket.frames[0]).toMatchObject({
      type: 'hello',
      state: { conversation: { id: conversation.id } },
    });
    await staffSocket.until((frames) => frames.some((frame) => frame.type === 'hello'));

    // Nobody on duty until support says so; then both sides hear it.
    expect(aliceSocket.frames[0]).toMatchObject({ state: { onDuty: false } });
    ok(await a.call(setChatDutyStaff, { token: support.token, body: { available: true } }));
    await aliceSocket.until((frames) => frames.some((frame) => frame.type === 'duty' && frame.onDuty));

    aliceSocket.send({
      type: 'send',
      conversationId: conversation.id,
      clientId: 'alice-ws-01',
      text: '<b>Hi</b>',
    });
    await aliceSocket.until((frames) => frames.some((frame) => frame.type === 'ack'));
    await staffSocket.until(() => staffSocket.messages(conversation.id).length === 1);
    expect(staffSocket.messages(conversation.id)[0]).toMatchObject({
      seq: 1,
      text: '<b>Hi</b>',
      offline: false,
    });
    // Its own send comes back once, as the ack.
    expect(ofType(aliceSocket, 'message')).toEqual([]);

    ok(await a.call(takeChatConversationStaff, { token: support.token, params: { id: conversation.id } }));
    await aliceSocket.until((frames) =>
      frames.some((frame) => frame.type === 'conversation' && frame.conversation.status === 'ACTIVE'),
    );
    staffSocket.send({ type: 'typing', conversationId: conversation.id, typing: true });
    await aliceSocket.until((frames) =>
      frames.some((frame) => frame.type === 'typing' && frame.side === 'STAFF'),
    );
    staffSocket.send({
      type: 'send',
      conversationId: conversation.id,
      clientId: 'staff-ws-01',
      text: 'Hello!',
    });
    await aliceSocket.until(() => aliceSocket.messages(conversation.id).length === 2);
    expectOnceInOrder(aliceSocket.messages(conversation.id), 1, 2);
    aliceSocket.send({ type: 'read', conversationId: conversation.id, seq: 2 });
    await staffSocket.until((frames) =>
      frames.some((frame) => frame.type === 'read' && frame.side === 'CUSTOMER' && frame.seq === 2),
    );
    // The staff member's own typing is not echoed to staff; the customer's typing is not echoed to them.
    expect(ofType(staffSocket, 'typing')).toEqual([]);

    // Bob writes too: his frames never reach Alice, and Alice's never reach him.
    bobSocket.send({ type: 'send', conversationId: other.id, clientId: 'bob-ws-0001', text: 'Bob here' });
    await staffSocket.until(() => staffSocket.messages(other.id).length === 1);
    // Alice cannot write into, resume or mark Bob's conversation.
    aliceSocket.send({ type: 'send', conversationId: other.id, clientId: 'alice-ws-99', text: 'sneaky' });
    aliceSocket.send({ type: 'resume', conversationId: other.id, afterSeq: 0 });
    await aliceSocket.until((frames) => frames.filter((frame) => frame.type === 'error').length === 2);
    expect(ofType(aliceSocket, 'error')[0]).toMatchObject({
      clientId: 'alice-ws-99',
      code: 'chat.conversation.not.found',
      message: expect.any(String),
    });
    await barrier(aliceSocket);
    await barrier(bobSocket);
    const seen = (client: ChatClient) =>
      client.frames.flatMap((frame) =>
        'conversationId' in frame
          ? [frame.conversationId]
          : 'message' in frame && typeof frame.message === 'object'
            ? [frame.message.conversationId]
            : 'conversation' in frame
              ? [frame.conversation.id]
              : 'state' in frame && frame.state.conversation
                ? [frame.state.conversation.id]
                : [],
      );
    expect(new Set(seen(aliceSocket))).toEqual(new Set([conversation.id]));
    expect(new Set(seen(bobSocket))).toEqual(new Set([other.id]));

    // A frame that is not one: an error in the socket's language, the socket stays.
    const bnSocket = await chatSocket(a.app, 'CUSTOMER', { token: bob.token, language: 'BN' });
    bnSocket.socket.send('{"type":"send"}');
    await bnSocket.until((frames) => frames.some((frame) => frame.type === 'error'));
    expect(ofType(bnSocket, 'error')[0]).toMatchObject({ code: 'validation.failed', clientId: null });
    expect((ofType(bnSocket, 'error')[0] as { message: string }).message).toMatch(/[\u0980-\u09FF]/u);

    ok(await a.call(setChatDutyStaff, { token: support.token, body: { available: false } }));
    await aliceSocket.until((frames) => frames.some((frame) => frame.type === 'duty' && !frame.onDuty));
    for (const client of [aliceSocket, bobSocket, staffSocket, bnSocket]) client.close();
  });

  it('lets a visitor in by their token, and refuses unknown tokens and roles without chat', async () => {
    const visitor = await visitorToken(a, 'Karim');
    const conversation = await openConversation(a, { visitor });
    const socket = await chatSocket(a.app, 'CUSTOMER', { visitor });
    socket.send({ type: 'send', conversationId: conversation.id, clientId: 'visitor-ws-1', text: 'Hello' });
    await socket.until((frames) => frames.some((frame) => frame.type === 'ack'));
    socket.close();
    const stranger = await chatSocket(a.app, 'CUSTOMER', { visitor: 'y'.repeat(43) });
    expect(await stranger.closed).toEqual({ code: 4401, reason: 'login.not.session' });
    const content = await staffTokenFor(a, 'content');
    const refused = await chatSocket(a.app, 'STAFF', { token: content });
    expect(await refused.closed).toEqual({ code: 4403, reason: 'staff.forbidden' });
  });

  it('closes a member’s chat socket when the session ends', async () => {
    const member = await person(a);
    const socket = await chatSocket(a.app, 'CUSTOMER', { token: member.token });
    await socket.until((frames) => frames.some((frame) => frame.type === 'hello'));
    ok(await a.call(logout, { token: member.token }));
    // The sweep runs every 10 s; a node's sweep is what the timer calls.
    expect(
      await Promise.race([
        socket.closed,
        new Promise((resolve) => setTimeout(() => resolve('open'), 12_000)),
      ]),
    ).toEqual({ code: 4401, reason: 'login.not.session' });
  }, 20_000);
});

/** A participant: the sockets it had one after another, and what they brought. */
class Talker {
  sockets: ChatClient[] = [];
  /** Messages delivered, across its sockets, in arrival order. */
  received: ChatMessage[] = [];
  private sent = new Set<string>();
  constructor(
    readonly name: string,
    readonly side: 'CUSTOMER' | 'STAFF',
    readonly token: string,
    readonly conversationId: string,
  ) {}

  async connect(test: TestApp): Promise<void> {
    const last = this.received.at(-1)?.seq ?? 0;
    const query: Record<string, string> = { token: this.token };
    if (this.received.length > 0) {
      query.after = String(last);
      if (this.side === 'STAFF') query.conversation = this.conversationId;
    }
    const client = await chatSocket(test.app, this.side, query);
    client.socket.on('message', () => this.collect(client));
    this.sockets.push(client);
    await barrier(client);
    this.collect(client);
  }

  private collected = new Map<ChatClient, number>();
  private collect(client: ChatClient): void {
    const all = client.messages(this.conversationId);
    const from = this.collected.get(client) ?? 0;
    this.received.push(...all.slice(from));
    this.collected.set(client, all.length);
  }

  get socket(): ChatClient {
    return this.sockets.at(-1)!;
  }

  say(index: number): void {
    const clientId = `${this.name}-${String(index).padStart(6, '0')}`;
    this.sent.add(clientId);
    this.socket.send({
      type: 'send',
      conversationId: this.conversationId,
      clientId,
      text: `${this.name} ${index}`,
    });
  }

  /** Send again what never came back (a send in flight when the node went away): same clientId. */
  resendLost(): number {
    const back = new Set(this.received.map((message) => message.clientId));
    let again = 0;
    for (const clientId of this.sent) {
      if (back.has(clientId)) continue;
      const index = Number(clientId.split('-').at(-1));
      this.socket.send({
        type: 'send',
        conversationId: this.conversationId,
        clientId,
        text: `${this.name} ${index}`,
      });
      again += 1;
    }
    return again;
  }
}

describe('two nodes sharing the bus (issue 17)', () => {
  it('two members and two staff: 200 messages each way arrive once and in order, through a node restart', async () => {
    const b = await createTestApp({ balanceBus: await newBus(), nodeOf: a });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const [m1, m2] = [await person(a), await person(a)];
    const [s1, s2] = [await chatStaff(a, 'support'), await chatStaff(a, 'admin')];
    const c1 = await openConversation(a, { token: m1.token });
    const c2 = await openConversation(b, { token: m2.token });
    ok(await a.call(takeChatConversationStaff, { token: s1.token, params: { id: c1.id } }));
    ok(await b.call(takeChatConversationStaff, { token: s2.token, params: { id: c2.id } }));
    const member1 = new Talker('m1', 'CUSTOMER', m1.token, c1.id);
    const member2 = new Talker('m2', 'CUSTOMER', m2.token, c2.id);
    const staff1 = new Talker('s1', 'STAFF', s1.token, c1.id);
    const staff2 = new Talker('s2', 'STAFF', s2.token, c2.id);
    // Each conversation's two sides on different nodes; member2 and staff1 on node B.
    await member1.connect(a);
    await member2.connect(b);
    await staff1.connect(b);
    await staff2.connect(a);
    const talkers = [member1, member2, staff1, staff2];
    // Subscribing to Redis is asynchronous: wait until news crosses both ways.
    await crossed(a, b);

    for (let index = 1; index <= 100; index += 1) for (const talker of talkers) talker.say(index);
    await until(
      () => talkers.every((talker) => talker.received.length >= 200),
      60_000,
      () =>
        talkers.map((talker) => [
          talker.name,
          talker.received.length,
          talker.socket.frames.filter((f) => f.type === 'error').slice(0, 3),
        ]),
    );

    // Twenty more in flight, and node B goes away under them.
    for (let index = 101; index <= 120; index += 1) for (const talker of talkers) talker.say(index);
    await b.app.close();
    // Its clients come back on node A and ask for what came after the last seq they hold.
    await member2.connect(a);
    await staff1.connect(a);
    for (const talker of talkers) talker.resendLost();
    for (let index = 121; index <= 200; index += 1) for (const talker of talkers) talker.say(index);
    await until(() => talkers.every((talker) => talker.received.length >= 400), 90_000);
    for (const talker of talkers) await barrier(talker.socket);

    for (const talker of talkers) {
      expectOnceInOrder(talker.received, 1, 400);
      // A member never receives another's conversation.
      for (const socket of talker.side === 'CUSTOMER' ? talker.sockets : []) {
        expect(socket.messages().every((message) => message.conversationId === talker.conversationId)).toBe(
          true,
        );
      }
    }
    // Each side's 200 in the order sent, once each, in the database.
    for (const conversation of [c1, c2]) {
      const rows = await a.db
        .selectFrom('chat_messages')
        .select(['seq', 'sender', 'text'])
        .where('conversation_id', '=', conversation.id)
        .orderBy('seq')
        .execute();
      expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 400 }, (_, index) => index + 1));
      for (const sender of ['MEMBER', 'STAFF']) {
        const texts = rows
          .filter((row) => row.sender === sender)
          .map((row) => Number(row.text.split(' ')[1]));
        expect(texts).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
      }
    }
    for (const talker of talkers) for (const socket of talker.sockets) socket.close();
  }, 180_000);
});

async function until(test: () => boolean, ms: number, tell: () => unknown = () => ''): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${JSON.stringify(tell())}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** News published on each node is heard on the other (Redis subscriptions are asynchronous). */
async function crossed(a: TestApp, b: TestApp): Promise<void> {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    let heard = false;
    const start = Date.now();
    while (!heard) {
      const member = await person(from);
      const socket = await chatSocket(to.app, 'CUSTOMER', { token: member.token });
      const conversation = await openConversation(from, { token: member.token });
      await from.services.chat.conversations.announce(conversation.id);
      heard = await socket
        .until((frames) => frames.some((frame) => frame.type === 'conversation'), 500)
        .then(() => true)
        .catch(() => false);
      socket.close();
      if (Date.now() - start > 10_000) throw new Error('no news crossed between the nodes');
    }
  }
}
