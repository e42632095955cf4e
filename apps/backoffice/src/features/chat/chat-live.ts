import {
  type ChatAgent,
  type ChatClientFrame,
  type ChatMessage,
  mergeBySeq,
  STAFF_CHAT_WS_PATH,
  type StaffChatServerFrame,
  ZStaffChatServerFrame,
} from '@tessera/contracts';
import { currentMerchant } from '../../lib/api/call-api';
import { createStore } from '../../lib/store/store';
import { backoffDelay, SESSION_ENDED_CLOSE } from '../../lib/ws/queue-counts';
import { endSession, sessionStore } from '../session/session-store';

export interface ChatLive {
  status: 'idle' | 'connecting' | 'open' | 'waiting';
  /** Oneself as an agent (duty, availability), from the socket's hello and the duty switch. */
  agent: ChatAgent | null;
  counts: { waiting: number; mine: number; open: number } | null;
  /** Whether anyone of the brand is on duty. */
  brandOnDuty: boolean;
  /** Bumped by every conversation and message frame: the queue reloads. */
  queueVersion: number;
  /** Bumped by every conversation frame (taken, transferred, closed, rated): the open one reloads. */
  conversationVersion: number;
  /** The conversation open in the console and its messages by seq (history and live frames merged). */
  selectedId: string | null;
  messages: ChatMessage[];
  /** The customer typing, by conversation id. */
  typing: Record<string, boolean>;
  /** The last seq the customer has read, by conversation id. */
  customerRead: Record<string, number>;
  /** How many times the socket came back after a drop: the open view asks for the gap then. */
  reconnects: number;
}

export const chatLive = createStore<ChatLive>({
  status: 'idle',
  agent: null,
  counts: null,
  brandOnDuty: false,
  queueVersion: 0,
  conversationVersion: 0,
  selectedId: null,
  messages: [],
  typing: {},
  customerRead: {},
  reconnects: 0,
});

const patch = (next: Partial<ChatLive> | ((state: ChatLive) => Partial<ChatLive>)) => {
  const state = chatLive.get();
  chatLive.set({ ...state, ...(typeof next === 'function' ? next(state) : next) });
};

export function parseStaffChatFrame(data: unknown): StaffChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZStaffChatServerFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function onFrame(frame: StaffChatServerFrame): void {
  switch (frame.type) {
    case 'hello':
      patch({ agent: frame.agent, counts: frame.counts });
      return;
    case 'message':
    case 'ack':
      adoptMessages([frame.message]);
      patch((state) => ({
        queueVersion: state.queueVersion + 1,
        typing:
          frame.message.sender === 'STAFF'
            ? state.typing
            : { ...state.typing, [frame.message.conversationId]: false },
      }));
      return;
    case 'typing':
      if (frame.side === 'CUSTOMER') {
        patch((state) => ({ typing: { ...state.typing, [frame.conversationId]: frame.typing } }));
      }
      return;
    case 'read':
      if (frame.side === 'CUSTOMER') {
        patch((state) => ({ customerRead: { ...state.customerRead, [frame.conversationId]: frame.seq } }));
      }
      return;
    case 'conversation':
      patch((state) => ({
        queueVersion: state.queueVersion + 1,
        conversationVersion: state.conversationVersion + 1,
      }));
      return;
    case 'duty':
      patch({ brandOnDuty: frame.onDuty });
      return;
    default:
      return;
  }
}

let socket: WebSocket | null = null;
let stopCurrent: (() => void) | null = null;

/** Sends a frame on the chat socket if it is open (typing, read); answers whether it went. */
export function sendLive(frame: ChatClientFrame): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

/**
 * Opens `/bo/ws/chat` for the signed-in staff member and keeps it open while they are signed in
 * (they stay on duty while they work on other pages): reconnects with the staff socket's backoff,
 * signs out on 4401, stops at sign-out. Started by the chat page; a second start does nothing.
 */
export function startChatLive(): void {
  if (stopCurrent) return;
  const token = sessionStore.get()?.token;
  if (!token) return;
  let stopped = false;
  let attempt = 0;
  let everOpen = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const open = () => {
    if (stopped) return;
    patch({ status: 'connecting' });
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = new URLSearchParams({ token, merchant: currentMerchant() });
    const current = new WebSocket(`${scheme}//${window.location.host}${STAFF_CHAT_WS_PATH}?${query}`);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      patch((state) => ({ status: 'open', reconnects: state.reconnects + (everOpen ? 1 : 0) }));
      everOpen = true;
    };
    current.onmessage = (event) => {
      const frame = parseStaffChatFrame(event.data);
      if (frame) onFrame(frame);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED_CLOSE || event.code === 4403) {
        stop();
        if (event.code === SESSION_ENDED_CLOSE) endSession('expired');
        return;
      }
      patch({ status: 'waiting', typing: {} });
      timer = setTimeout(open, backoffDelay(attempt++));
    };
  };
  const unsubscribe = sessionStore.subscribe(() => {
    if (sessionStore.get()?.token !== token) stop();
  });
  const stop = () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000);
    stopCurrent = null;
    patch({ status: 'idle', agent: null, counts: null, typing: {} });
  };
  stopCurrent = stop;
  open();
}

/** The duty switch answered: oneself as an agent now. */
export const adoptAgent = (agent: ChatAgent) => patch({ agent });

export function adoptMessages(list: readonly ChatMessage[]): void {
  patch((state) => ({
    messages: mergeBySeq(
      state.messages,
      list.filter((message) => message.conversationId === state.selectedId),
    ),
  }));
}

/** The console opens another conversation: its messages start afresh. */
export const selectConversation = (id: string | null) => patch({ selectedId: id, messages: [] });
