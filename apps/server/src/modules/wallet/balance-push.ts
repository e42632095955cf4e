import websocket from '@fastify/websocket';
import { WS_PATH, type WsMessage } from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import type { Services } from '../../services.js';

/** "These members' money moved": every node hears it and pushes to the sockets it holds. */
export interface BalanceBus {
  publish(merchantId: number, memberIds: number[]): void;
  subscribe(listener: (merchantId: number, memberIds: number[]) => void): void;
  close(): Promise<void>;
}

/** One node: the news goes straight to this process's sockets. */
export class LocalBalanceBus implements BalanceBus {
  private readonly listeners: Array<(merchantId: number, memberIds: number[]) => void> = [];
  publish(merchantId: number, memberIds: number[]): void {
    for (const listener of this.listeners) listener(merchantId, memberIds);
  }
  subscribe(listener: (merchantId: number, memberIds: number[]) => void): void {
    this.listeners.push(listener);
  }
  async close(): Promise<void> {}
}

/** Several nodes: Redis pub/sub, so a deposit approved on one node reaches a socket on another. */
export class RedisBalanceBus implements BalanceBus {
  private readonly channel: string;
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.channel = `${prefix}balance`;
    // Its own connection: once subscribed it may send nothing else, not even a ready check.
    this.subscriber = redis.duplicate({ enableReadyCheck: false });
    this.subscriber.on('error', () => {});
  }

  publish(merchantId: number, memberIds: number[]): void {
    void this.redis.publish(this.channel, JSON.stringify({ merchantId, memberIds })).catch(() => {});
  }

  subscribe(listener: (merchantId: number, memberIds: number[]) => void): void {
    void this.subscriber.subscribe(this.channel);
    this.subscriber.on('message', (_channel: string, text: string) => {
      const news = JSON.parse(text) as { merchantId: number; memberIds: number[] };
      listener(news.merchantId, news.memberIds);
    });
  }

  async close(): Promise<void> {
    await this.subscriber.quit();
  }
}

/**
 * `/ws?token=…&merchant=…`: a member's live balance. The ledger announces committed changes on
 * the bus; each node answers with fresh balances to the member's sockets it holds.
 */
export async function registerBalanceSocket(
  app: FastifyInstance,
  services: Services,
  bus: BalanceBus,
): Promise<void> {
  const sockets = new Map<string, Set<WebSocket>>();
  const key = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

  services.ledger.onBalanceChange((merchantId, memberIds) => bus.publish(merchantId, memberIds));
  bus.subscribe((merchantId, memberIds) => {
    for (const memberId of memberIds) {
      const open = sockets.get(key(merchantId, memberId));
      if (open?.size) void pushBalance(merchantId, memberId, open);
    }
  });

  async function pushBalance(merchantId: number, memberId: number, open: Set<WebSocket>) {
    try {
      const merchant = await services.merchants.byId(merchantId);
      const member = await services.db
        .selectFrom('members')
        .select('is_trial')
        .where('id', '=', memberId)
        .executeTakeFirst();
      if (!merchant || !member) return;
      const value = await services.wallet.balance({ merchant, memberId, isTrial: member.is_trial });
      const frame = JSON.stringify({ type: 'balance', value } satisfies WsMessage);
      for (const socket of open) socket.send(frame);
    } catch (error) {
      app.log.warn({ err: error }, 'balance push failed');
    }
  }

  app.addHook('onClose', () => bus.close());
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(WS_PATH, { websocket: true }, async (socket, request) => {
    const query = request.query as { token?: unknown; merchant?: unknown };
    const token = typeof query.token === 'string' ? query.token : '';
    const code = typeof query.merchant === 'string' ? query.merchant : undefined;
    const merchant = await services.merchants.resolve(code, request.headers.host).catch(() => null);
    const session = merchant && token ? await services.sessions.find(token, merchant.id) : null;
    if (!merchant || !session) {
      socket.close(4401, 'login.not.session');
      return;
    }
    const id = key(merchant.id, session.memberId);
    const open = sockets.get(id) ?? new Set<WebSocket>();
    open.add(socket);
    sockets.set(id, open);
    socket.on('close', () => {
      open.delete(socket);
      if (open.size === 0) sockets.delete(id);
    });
    // The first frame: where the money stands now, so a reconnect never misses a change.
    await pushBalance(merchant.id, session.memberId, new Set([socket]));
  });
}
