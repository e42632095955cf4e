import {
  CHAT_WS_PATH,
  type ChatClientFrame,
  type ErrorCode,
  ROLES,
  STAFF_CHAT_WS_PATH,
  type StaffRole,
  ZChatClientFrame,
} from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../../http/app-error.js';
import { failure } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import { STAFF_FORBIDDEN_CLOSE } from '../reports/queue-socket.js';
import type { BalanceBus } from '../wallet/balance-push.js';
import { SESSION_ENDED_CLOSE } from '../wallet/live-sockets.js';
import { originAllowed, socketBrand } from '../wallet/ws-origin.js';
import { ChatHub, type ChatSocket } from './chat-hub.js';
import { openConversationSeqs, queueCounts } from './chat-queue.js';
import type { ChatCustomer } from './customers.js';
import { PRESENCE_REFRESH_MS } from './duty.js';

const OPEN = 1;
/** A frame bigger than this closes the socket (the WebSocket server's own limit is the cap). */
const MAX_FRAME_CHARS = 16_384;

/**
 * The chat's sockets (decision 0050): `/ws/chat` for a member or visitor, `/bo/ws/chat` for
 * chat-role staff. Every chat event is news on the balance bus; each node hands it to the sockets
 * it holds (`ChatHub`). Sessions are checked every 10 s (an ended one closes with 4401), and the
 * presence of the staff sockets is refreshed then too.
 */
export function registerChatSockets(
  app: FastifyInstance,
  services: Services,
  bus: BalanceBus,
  publicUrl: string | undefined,
): void {
  const { chat } = services;
  const hub = new ChatHub(chat.messages, (error) => app.log.warn({ err: error }, 'chat delivery failed'));

  chat.announcer.on((news) => bus.publish({ kind: 'chat', news }));
  bus.subscribe((news) => {
    if (news.kind !== 'chat') return;
    if (news.news.type === 'duty') chat.duty.heard(news.news.merchantId, news.news.onDuty);
    hub.deliver(news.news);
  });

  const timer = setInterval(() => {
    void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'chat sweep failed'));
  }, PRESENCE_REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const held of hub.all()) held.socket.terminate();
    await chat.duty.leave().catch(() => {});
  });

  async function sweep() {
    const held = hub.all();
    if (held.length === 0) return;
    await chat.duty.refresh();
    const members = held.filter((entry) => entry.side === 'CUSTOMER' && entry.tokenHash !== null);
    const staff = held.filter((entry) => entry.side === 'STAFF');
    const liveMembers = await services.sessions.liveTokenHashes(
      members.map((entry) => entry.tokenHash as string),
    );
    const liveStaff = await services.staffSessions.liveTokenHashes(
      staff.map((entry) => entry.tokenHash as string),
    );
    for (const entry of members) {
      if (!liveMembers.has(entry.tokenHash as string))
        entry.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
    for (const entry of staff) {
      if (!liveStaff.has(entry.tokenHash as string))
        entry.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  }

  const brandOf = (request: FastifyRequest) => socketBrand(services.merchants, request);
  const routeOptions = {
    websocket: true as const,
    preValidation: async (request: FastifyRequest) => {
      const merchant = await brandOf(request);
      if (
        merchant &&
        !originAllowed(request.headers.origin, { host: request.headers.host, merchant, publicUrl })
      ) {
        throw new AppError('origin.not.allowed');
      }
    },
  };
  const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>;
  const stringParam = (request: FastifyRequest, name: string) => {
    const value = queryOf(request)[name];
    return typeof value === 'string' ? value : undefined;
  };

  /**
   * Frames a client sends before its socket is held (the session is still being looked up) are
   * kept, not lost: listen from the first moment, as the WebSocket plugin asks.
   */
  function early(socket: WebSocket): Array<[RawData, boolean]> {
    const kept: Array<[RawData, boolean]> = [];
    socket.on('message', function keep(data, isBinary) {
      if (kept.length < 64) kept.push([data, isBinary]);
    });
    return kept;
  }

  function hold(socket: WebSocket, held: ChatSocket, kept: Array<[RawData, boolean]>): ChatSocket {
    hub.add(held);
    let inbound: Promise<void> = Promise.resolve();
    socket.on('close', () => hub.remove(held));
    socket.removeAllListeners('message');
    socket.on('message', receive);
    for (const [data, isBinary] of kept.splice(0)) receive(data, isBinary);
    return held;

    function receive(data: RawData, isBinary: boolean) {
      const text = String(data);
      if (isBinary || text.length > MAX_FRAME_CHARS) {
        socket.close(1009, 'frame too large');
        return;
      }
      let frame: ChatClientFrame;
      let raw: unknown = null;
      try {
        raw = JSON.parse(text);
        frame = ZChatClientFrame.parse(raw);
      } catch {
        // A refused send still names its clientId, so the client knows which one failed.
        const named = (raw as { clientId?: unknown } | null)?.clientId;
        const clientId = typeof named === 'string' && named.length <= 64 ? named : null;
        refuse(held, clientId, 'validation.failed', { field: 'frame' });
        return;
      }
      // One frame after another: a client's sends take their seqs in the order it sent them.
      inbound = inbound
        .then(() => handle(held, frame))
        .catch((error: unknown) => {
          const clientId = frame.type === 'send' ? frame.clientId : null;
          if (clientId && frame.type === 'send') hub.dropAck(held, frame.conversationId, clientId);
          if (error instanceof AppError) refuse(held, clientId, error.code, error.params);
          else {
            app.log.warn({ err: error }, 'chat frame failed');
            refuse(held, clientId, 'internal.error');
          }
        });
    }
  }

  function refuse(
    held: ChatSocket,
    clientId: string | null,
    code: ErrorCode,
    params: Record<string, string | number> = {},
  ) {
    const { body } = failure(code, held.language, params);
    hub.enqueue(held, () => hub.send(held, { type: 'error', clientId, code, message: body.message ?? code }));
  }

  /** The conversation a frame names, if this socket may see it. */
  async function conversationFor(held: ChatSocket, id: string) {
    return held.customer
      ? chat.conversations.ofCustomer(held.customer, id)
      : chat.conversations.ofBrand(held.merchantId, id);
  }

  /**
   * Whose conversation it is never changes, so a socket checks it once per conversation for its
   * sends (the send's own statement checks the state: closed, taken).
   */
  const owned = new WeakMap<ChatSocket, Map<string, Awaited<ReturnType<typeof conversationFor>>>>();
  async function conversationToWrite(held: ChatSocket, id: string) {
    const known = owned.get(held) ?? new Map();
    owned.set(held, known);
    const hit = known.get(id);
    if (hit) return hit;
    const row = await conversationFor(held, id);
    if (known.size < 100) known.set(id, row);
    return row;
  }

  async function handle(held: ChatSocket, frame: ChatClientFrame): Promise<void> {
    if (frame.type === 'ping') {
      // Behind everything queued for the socket: a client's barrier (catch-up done, acks sent).
      hub.enqueue(held, () => hub.send(held, { type: 'pong' }));
      return;
    }
    const conversation =
      frame.type === 'send'
        ? await conversationToWrite(held, frame.conversationId)
        : await conversationFor(held, frame.conversationId);
    switch (frame.type) {
      case 'resume':
        hub.resume(held, conversation.id, frame.afterSeq);
        return;
      case 'send': {
        hub.expectAck(held, conversation.id, frame.clientId);
        const author = held.customer
          ? ({ side: 'CUSTOMER', customer: held.customer } as const)
          : ({ side: 'STAFF', staffId: held.staffId as number } as const);
        const message = await chat.messages.send(conversation, author, {
          clientId: frame.clientId,
          text: frame.text,
        });
        hub.settleAck(held, message);
        return;
      }
      case 'read':
        await chat.messages.markRead(conversation, held.side, frame.seq);
        return;
      case 'typing':
        if (conversation.status === 'CLOSED') return;
        chat.announcer.announce({
          type: 'typing',
          merchantId: held.merchantId,
          conversationId: conversation.id,
          customer:
            conversation.member_id !== null ? `m${conversation.member_id}` : `v${conversation.visitor_id}`,
          side: held.side,
          typing: frame.typing,
        });
    }
  }

  app.get(CHAT_WS_PATH, routeOptions, async (socket, request) => {
    const kept = early(socket);
    const merchant = await brandOf(request);
    const token = stringParam(request, 'token');
    const visitor = stringParam(request, 'visitor');
    const session = merchant && token ? await services.sessions.find(token, merchant.id) : null;
    let customer: ChatCustomer | null = null;
    if (merchant && session) {
      customer = await chat.customers.resolve(merchant.id, session, undefined);
    } else if (merchant && !token && visitor) customer = await chat.customers.visitorOf(merchant.id, visitor);
    if (!merchant || !customer || merchant.modules.chat === false) {
      socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      return;
    }
    if (socket.readyState !== OPEN) return;
    const held = hold(
      socket,
      {
        socket,
        merchantId: merchant.id,
        language: stringParam(request, 'language') ?? merchant.defaultLanguage,
        tokenHash: session?.tokenHash ?? null,
        side: 'CUSTOMER',
        customer,
        staffId: null,
        cursors: new Map(),
        startAt: new Map(),
        pendingAcks: new Set(),
        chain: Promise.resolve(),
      },
      kept,
    );
    // The first work in the socket's queue: news heard meanwhile waits behind it.
    hub.enqueue(held, async () => {
      const state = await chat.conversations.state(customer);
      hub.send(held, { type: 'hello', state });
      const open = state.conversation;
      if (!open) return;
      // `after=<seq>`: the last message this client holds; the rest follows, then the live ones.
      const after = Number(stringParam(request, 'after'));
      const from = Number.isInteger(after) && after >= 0 && after < open.lastSeq ? after : open.lastSeq;
      await hub.catchUp(held, open.id, from);
    });
  });

  app.get(STAFF_CHAT_WS_PATH, routeOptions, async (socket, request) => {
    const kept = early(socket);
    const merchant = await brandOf(request);
    const token = stringParam(request, 'token');
    const staff = merchant && token ? await services.staff.findSession(token, merchant.id) : null;
    if (!merchant || !staff) {
      socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      return;
    }
    if (!(ROLES.chat as readonly StaffRole[]).includes(staff.role as StaffRole)) {
      socket.close(STAFF_FORBIDDEN_CLOSE.code, STAFF_FORBIDDEN_CLOSE.reason);
      return;
    }
    // Read before the socket hears anything: every message after these seqs reaches it.
    const startAt = await openConversationSeqs(services.db, merchant.id);
    // Gone while it was looked up: nothing to hold (its close would never leave the hub or duty).
    if (socket.readyState !== OPEN) return;
    const held = hold(
      socket,
      {
        socket,
        merchantId: merchant.id,
        language: stringParam(request, 'language') ?? merchant.defaultLanguage,
        tokenHash: staff.tokenHash,
        side: 'STAFF',
        customer: null,
        staffId: staff.staffId,
        cursors: new Map(),
        startAt,
        pendingAcks: new Set(),
        chain: Promise.resolve(),
      },
      kept,
    );
    // Through the socket's queue: a socket closed at once still counts in, then out.
    socket.on('close', () => hub.enqueue(held, () => chat.duty.present(merchant.id, staff.staffId, -1)));
    hub.enqueue(held, async () => {
      await chat.duty.present(merchant.id, staff.staffId, 1);
      const [agent] = await chat.duty.agents(merchant.id, staff.staffId);
      const counts = await queueCounts(services.db, merchant.id, staff.staffId);
      if (agent) hub.send(held, { type: 'hello', agent, counts });
      // `conversation=<id>&after=<seq>`: the conversation the console shows and the last seq it holds.
      const follow = stringParam(request, 'conversation');
      const after = Number(stringParam(request, 'after'));
      if (follow && /^[1-9]\d{0,18}$/u.test(follow) && Number.isInteger(after) && after >= 0) {
        const shown = await chat.conversations.ofBrand(merchant.id, follow).catch(() => null);
        if (shown) await hub.catchUp(held, shown.id, after);
      }
    });
  });
}
