import websocket from '@fastify/websocket';
import { WS_PATH, type WsMessage } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { AppError } from '../../http/app-error.js';
import type { Services } from '../../services.js';
import type { SessionChange } from '../accounts/sessions.js';
import type { ChatNews } from '../chat/chat-news.js';
import { SESSION_ENDED_CLOSE } from './live-sockets.js';
import { originAllowed, socketBrand } from './ws-origin.js';

/**
 * What every node must hear: these members' money moved (push fresh balances), these sessions
 * may have ended (close their sockets), these brands' jackpot pools moved (decision 0046), or
 * these members' inboxes changed (decision 0047).
 */
export type BusNews =
  | { kind: 'balance'; merchantId: number; memberIds: number[] }
  | ({ kind: 'session' } & SessionChange)
  | { kind: 'jackpot'; merchantIds: number[] }
  /** These members' inboxes changed (null: any member of the brand's, a message to many). */
  | { kind: 'inbox'; merchantId: number; memberIds: number[] | null }
  /** A live chat event for the sockets of its conversation (decision 0050). */
  | { kind: 'chat'; news: ChatNews };

export interface BalanceBus {
  publish(news: BusNews): void;
  subscribe(listener: (news: BusNews) => void): void;
  close(): Promise<void>;
}

/** One node: the news goes straight to this process's sockets. */
export class LocalBalanceBus implements BalanceBus {
  private readonly listeners: Array<(news: BusNews) => void> = [];
  publish(news: BusNews): void {
    for (const listener of this.listeners) listener(news);
  }
  subscribe(listener: (news: BusNews) => void): void {
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

  publish(news: BusNews): void {
    void this.redis.publish(this.channel, JSON.stringify(news)).catch(() => {});
  }

  subscribe(listener: (news: BusNews) => void): void {
    void this.subscriber.subscribe(this.channel);
    this.subscriber.on('message', (_channel: string, text: string) => {
      listener(JSON.parse(text) as BusNews);
    });
  }

  async close(): Promise<void> {
    await this.subscriber.quit();
  }
}

/**
 * `/ws?token=…&merchant=…`: a member's live balance. The ledger announces committed changes on
 * the bus; each node answers with fresh balances to the member's sockets it holds. A socket lives
 * no longer than its session (`LiveSockets`), and only pages of the brand may open one.
 */
export async function registerBalanceSocket(
  app: FastifyInstance,
  services: Services,
  bus: BalanceBus,
  publicUrl: string | undefined,
): Promise<void> {
  const { liveSockets } = services;

  services.ledger.onBalanceChange((merchantId, memberIds) =>
    bus.publish({ kind: 'balance', merchantId, memberIds }),
  );
  services.sessions.onChange((change) => bus.publish({ kind: 'session', ...change }));
  bus.subscribe((news) => {
    if (news.kind === 'session') {
      liveSockets
        .sessionChanged(news)
        .catch((error: unknown) => app.log.warn({ err: error }, 'closing ended sessions failed'));
      return;
    }
    if (news.kind !== 'balance') return;
    for (const memberId of news.memberIds) {
      const open = liveSockets.of(news.merchantId, memberId);
      if (open.length > 0) void pushBalance(news.merchantId, memberId, open);
    }
  });

  async function pushBalance(merchantId: number, memberId: number, open: WebSocket[]) {
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

  const brandOf = (request: FastifyRequest) => socketBrand(services.merchants, request);

  app.addHook('onClose', () => bus.close());
  // 16 KiB: a chat message of 2,000 Bengali characters is 6 KB of UTF-8 (decision 0050).
  await app.register(websocket, { options: { maxPayload: 16_384 } });
  app.get(
    WS_PATH,
    {
      websocket: true,
      // Before the upgrade: a page of another site may not open a socket with a member's token.
      preValidation: async (request) => {
        const merchant = await brandOf(request);
        const origin = request.headers.origin;
        if (merchant && !originAllowed(origin, { host: request.headers.host, merchant, publicUrl })) {
          throw new AppError('origin.not.allowed');
        }
      },
    },
    async (socket, request) => {
      const query = request.query as { token?: unknown };
      const token = typeof query.token === 'string' ? query.token : '';
      const merchant = await brandOf(request);
      const session = merchant && token ? await services.sessions.find(token, merchant.id) : null;
      if (!merchant || !session) {
        socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
        return;
      }
      liveSockets.add({
        socket,
        merchantId: merchant.id,
        memberId: session.memberId,
        tokenHash: session.tokenHash,
      });
      // The first frame: where the money stands now, so a reconnect never misses a change.
      await pushBalance(merchant.id, session.memberId, [socket]);
    },
  );
}
