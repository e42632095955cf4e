import {
  CHAT_WS_PATH,
  type ChatClientFrame,
  type ChatServerFrame,
  ZChatServerFrame,
} from '@tessera/contracts';
import { createWsClient, type SocketLike, type WsStatus } from '../../lib/ws/ws-client';
import { wsUrl } from '../../lib/ws/ws-frames';
import { currentMerchantCode } from '../site/merchant-code';

/** Who the socket speaks for: a member by their session token, or a visitor by theirs. */
export type ChatIdentity = { kind: 'member'; token: string } | { kind: 'visitor'; token: string };

export function parseChatFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZChatServerFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface ChatSocket {
  /** Sends a frame if the socket is open; answers whether it went. */
  send(frame: ChatClientFrame): boolean;
  stop(): void;
  reconnectNow(): void;
}

/**
 * The customer's `/ws/chat` (chat-frames.ts, decision 0050): the site's reconnecting client
 * (backoff, a refusal stops it). Every connection names the last seq held (`after=`): after its
 * `hello` the server sends what came since, then the live frames, so a dropped socket costs
 * nothing but the wait and nothing arrives twice.
 */
export function openChatSocket(
  identity: ChatIdentity,
  handlers: {
    onFrame: (frame: ChatServerFrame) => void;
    onStatus: (status: WsStatus) => void;
    /**
     * The last seq held without a hole: every (re)connection asks for what follows it (`after=`);
     * null (nothing held yet): the live messages from the hello on, the history is read by HTTP.
     */
    heldSeq: () => number | null;
    language: () => string | null;
  },
): ChatSocket {
  let socket: WebSocket | null = null;
  const url = () => {
    const query: Record<string, string> = { merchant: currentMerchantCode() };
    query[identity.kind === 'member' ? 'token' : 'visitor'] = identity.token;
    const held = handlers.heldSeq();
    if (held !== null) query.after = String(held);
    const language = handlers.language();
    if (language) query.language = language;
    return wsUrl(window.location, CHAT_WS_PATH, query);
  };
  const client = createWsClient({
    url,
    parse: parseChatFrame,
    onMessage: handlers.onFrame,
    onStatus: handlers.onStatus,
    createSocket: (url) => {
      socket = new WebSocket(url);
      return socket as unknown as SocketLike;
    },
  });
  client.start();
  const onOnline = () => client.reconnectNow();
  window.addEventListener('online', onOnline);
  return {
    send(frame) {
      if (client.status() !== 'open' || !socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    stop() {
      window.removeEventListener('online', onOnline);
      client.stop();
      socket = null;
    },
    reconnectNow: () => client.reconnectNow(),
  };
}
