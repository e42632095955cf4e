import {
  type ChatConversation,
  type ChatMessage,
  type ChatServerFrame,
  heldThrough,
  mergeBySeq,
} from '@tessera/contracts';
import { apiContext } from '../../lib/api/api-context';
import { isApiError } from '../../lib/api/api-error';
import { createStore } from '../../lib/store/create-store';
import type { WsStatus } from '../../lib/ws/ws-client';
import { sessionStore } from '../session/session-store';
import {
  createVisitor,
  endConversation,
  fetchChatModels,
  fetchChatState,
  fetchLatestMessages,
  fetchMessagesAfter,
  fetchMessagesBefore,
  postChatImage,
  postChatRead,
  postChatText,
  rateConversation,
  startConversation,
} from './api/customer-chat';
import { rememberedOpenChat, rememberOpenChat } from './chat-remembered';
import { type ChatIdentity, type ChatSocket, openChatSocket } from './chat-socket';
import { type PendingMessage, settlePending } from './chat-timeline';
import { storedVisitor, storeVisitor } from './chat-visitor';

export interface ChatSessionState {
  load: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  conversation: ChatConversation | null;
  onDuty: boolean;
  messages: ChatMessage[];
  pending: PendingMessage[];
  staffTyping: boolean;
  socket: WsStatus;
  /** Opening a conversation, closing or rating it: the buttons wait. */
  busy: boolean;
  actionError: string | null;
  /** Older messages than the first held: whether the server has more, and their page's read. */
  hasOlder: boolean;
  older: 'idle' | 'loading' | 'error';
}

const INITIAL: ChatSessionState = {
  load: 'idle',
  error: null,
  conversation: null,
  onDuty: false,
  messages: [],
  pending: [],
  staffTyping: false,
  socket: 'idle',
  busy: false,
  actionError: null,
  hasOlder: false,
  older: 'idle',
};

export const chatSession = createStore<ChatSessionState>(INITIAL);

const patch = (next: Partial<ChatSessionState>) => chatSession.set((state) => ({ ...state, ...next }));

let socket: ChatSocket | null = null;
let identityKey: string | null = null;
let typingTimer: ReturnType<typeof setTimeout> | null = null;
let lastTypingSent = 0;
/** Follow before the panel opens: this browser had an open conversation (the unread count). */
let followWanted = false;

function identity(): ChatIdentity | null {
  const session = sessionStore.get();
  if (session.phase === 'member') return { kind: 'member', token: session.token };
  const visitor = storedVisitor();
  return visitor ? { kind: 'visitor', token: visitor } : null;
}

/** The visitor field of a call: the visitor's token, or nothing for a member. */
const visitorField = (): string | undefined => {
  const who = identity();
  return who?.kind === 'visitor' ? who.token : undefined;
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function adoptConversation(conversation: ChatConversation | null): void {
  chatSession.set((state) => {
    const same = state.conversation && conversation && state.conversation.id === conversation.id;
    return {
      ...state,
      conversation,
      // Another conversation (a new chat after the last one ended): its messages start afresh.
      messages: same ? state.messages : [],
      pending: same ? state.pending : [],
      hasOlder: same ? state.hasOlder : false,
      older: same ? state.older : 'idle',
      staffTyping: conversation?.status === 'ACTIVE' ? state.staffTyping : false,
    };
  });
  rememberOpenChat(conversation !== null && conversation.status !== 'CLOSED');
}

function adoptMessages(incoming: readonly ChatMessage[]): void {
  chatSession.set((state) => {
    const own = incoming.filter((item) => item.conversationId === state.conversation?.id);
    const messages = mergeBySeq(state.messages, own);
    const lastSeq = messages.at(-1)?.seq ?? 0;
    const conversation =
      state.conversation && lastSeq > state.conversation.lastSeq
        ? { ...state.conversation, lastSeq }
        : state.conversation;
    // A staff message ends their typing.
    const staffTyping = own.some((item) => item.sender === 'STAFF') ? false : state.staffTyping;
    return { ...state, messages, conversation, staffTyping, pending: settlePending(state.pending, messages) };
  });
}

/**
 * The panel's load: the newest page (older ones are read when scrolled to: `loadOlder`), merged
 * with what the socket brought meanwhile, then everything after what is held.
 */
async function fillGap(): Promise<void> {
  const { conversation } = chatSession.get();
  if (!conversation) return;
  const latest = await fetchLatestMessages(visitorField(), conversation.id);
  adoptMessages(latest.list);
  if (chatSession.get().messages[0]?.seq === latest.list[0]?.seq) patch({ hasOlder: latest.more });
  let after = heldThrough(chatSession.get().messages) ?? 0;
  for (let page = 0; page < 20; page += 1) {
    const history = await fetchMessagesAfter(visitorField(), conversation.id, after);
    adoptMessages(history.list);
    if (!history.more || history.list.length === 0) return;
    after = history.list.at(-1)?.seq ?? after;
  }
}

function onFrame(frame: ChatServerFrame): void {
  switch (frame.type) {
    case 'hello':
      // The socket asked for what follows the last seq held (after=): those messages come next.
      patch({ onDuty: frame.state.onDuty });
      if (frame.state.conversation) adoptConversation(frame.state.conversation);
      else rememberOpenChat(false);
      return;
    case 'message':
    case 'ack':
      adoptMessages([frame.message]);
      return;
    case 'typing':
      if (frame.side === 'STAFF' && frame.conversationId === chatSession.get().conversation?.id) {
        patch({ staffTyping: frame.typing });
      }
      return;
    case 'read': {
      const conversation = chatSession.get().conversation;
      if (!conversation || frame.conversationId !== conversation.id) return;
      if (frame.side === 'STAFF' && frame.seq > conversation.staffReadSeq) {
        patch({ conversation: { ...conversation, staffReadSeq: frame.seq } });
      }
      return;
    }
    case 'conversation': {
      const held = chatSession.get().conversation;
      if (!held || held.id === frame.conversation.id) adoptConversation(frame.conversation);
      return;
    }
    case 'duty':
      patch({ onDuty: frame.onDuty });
      return;
    default:
      return;
  }
}

/** Opens the socket for whoever is chatting now (again, if that changed). */
function follow(): void {
  const who = identity();
  const key = who ? `${who.kind}:${who.token}` : null;
  if (key === identityKey) return;
  socket?.stop();
  socket = null;
  identityKey = key;
  chatSession.set({ ...INITIAL, load: chatSession.get().load === 'idle' ? 'idle' : 'loading' });
  if (!who) return;
  socket = openChatSocket(who, {
    onFrame,
    onStatus: (status) => patch({ socket: status, ...(status === 'open' ? {} : { staffTyping: false }) }),
    heldSeq: () => heldThrough(chatSession.get().messages),
    language: () => apiContext().language(),
  });
}

/** The page before the first message held (the list scrolled to its top). */
export async function loadOlder(): Promise<void> {
  const { conversation, messages, hasOlder, older } = chatSession.get();
  const first = messages[0];
  if (!conversation || !first || !hasOlder || older === 'loading') return;
  patch({ older: 'loading' });
  try {
    const page = await fetchMessagesBefore(visitorField(), conversation.id, first.seq);
    if (chatSession.get().conversation?.id !== conversation.id) return;
    adoptMessages(page.list);
    patch({ hasOlder: page.more, older: 'idle' });
  } catch {
    patch({ older: 'error' });
  }
}

/**
 * Replies support wrote that the customer has not seen (decision 0056): the customer's read mark
 * moves with each of their own messages too, so all after it are support's. None while the panel
 * shows them (it marks them read).
 */
export function unreadReplies(state: ChatSessionState): number {
  const { conversation } = state;
  if (!conversation) return 0;
  return Math.max(0, conversation.lastSeq - conversation.customerReadSeq);
}

/** Loads the customer's conversation (the panel opening, or a retry after an error). */
export async function loadChat(): Promise<void> {
  follow();
  patch({ load: 'loading', error: null });
  try {
    const who = identity();
    if (who) {
      const state = await fetchChatState(visitorField());
      patch({ onDuty: state.onDuty });
      adoptConversation(state.conversation);
      await fillGap();
    } else {
      const models = await fetchChatModels();
      patch({ onDuty: models.onDuty, conversation: null });
    }
    patch({ load: 'ready' });
  } catch (error) {
    if (isApiError(error, 'chat.visitor.unknown')) {
      // The visitor's token expired: they start again as a new visitor.
      storeVisitor(null);
      follow();
      return loadChat();
    }
    patch({ load: 'error', error: message(error) });
  }
}

/** Starts a conversation (a visitor first gets a token, with the name they gave). */
export async function startChat(name?: string): Promise<void> {
  patch({ busy: true, actionError: null });
  try {
    if (!identity()) {
      const { visitor } = await createVisitor(name?.trim() || undefined);
      storeVisitor(visitor);
      follow();
    }
    const state = await startConversation(visitorField());
    patch({ onDuty: state.onDuty });
    adoptConversation(state.conversation);
    // A conversation opened after the socket's hello comes to it whole, from seq 1.
    patch({ load: 'ready' });
  } catch (error) {
    patch({ actionError: message(error) });
  } finally {
    patch({ busy: false });
  }
}

export function newClientId(): string {
  return crypto.randomUUID();
}

function setPending(clientId: string, change: Partial<PendingMessage>): void {
  chatSession.set((state) => ({
    ...state,
    pending: state.pending.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)),
  }));
}

/** Sends words; a retry of a failed one keeps its clientId, so the server never stores it twice. */
export async function sendText(text: string, clientId = newClientId()): Promise<void> {
  const conversation = chatSession.get().conversation;
  if (!conversation) return;
  stopTyping();
  chatSession.set((state) => ({
    ...state,
    pending: state.pending.some((item) => item.clientId === clientId)
      ? state.pending
      : [...state.pending, { clientId, text, image: null, failed: null }],
  }));
  setPending(clientId, { failed: null });
  try {
    adoptMessages([await postChatText(visitorField(), conversation.id, clientId, text)]);
  } catch (error) {
    setPending(clientId, { failed: message(error) });
  }
}

/** Sends an image (a data URL the picker read), showing the upload's progress. */
export async function sendImage(dataUrl: string, clientId = newClientId()): Promise<void> {
  const conversation = chatSession.get().conversation;
  if (!conversation) return;
  chatSession.set((state) => ({
    ...state,
    pending: state.pending.some((item) => item.clientId === clientId)
      ? state.pending
      : [...state.pending, { clientId, text: '', image: { previewUrl: dataUrl, progress: 0 }, failed: null }],
  }));
  setPending(clientId, { failed: null, image: { previewUrl: dataUrl, progress: 0 } });
  try {
    const sent = await postChatImage(visitorField(), conversation.id, clientId, dataUrl, (progress) =>
      setPending(clientId, { image: { previewUrl: dataUrl, progress } }),
    );
    adoptMessages([sent]);
  } catch (error) {
    setPending(clientId, { failed: message(error) });
  }
}

export function dropPending(clientId: string): void {
  chatSession.set((state) => ({
    ...state,
    pending: state.pending.filter((item) => item.clientId !== clientId),
  }));
}

/** Typing: told at most every 2 s while keys come, and "stopped" 3 s after the last one. */
export function noteTyping(): void {
  const conversation = chatSession.get().conversation;
  if (!conversation || conversation.status === 'CLOSED') return;
  const now = Date.now();
  if (now - lastTypingSent > 2_000) {
    lastTypingSent = now;
    socket?.send({ type: 'typing', conversationId: conversation.id, typing: true });
  }
  if (typingTimer) clearTimeout(typingTimer);
  typingTimer = setTimeout(stopTyping, 3_000);
}

function stopTyping(): void {
  if (typingTimer) clearTimeout(typingTimer);
  typingTimer = null;
  if (lastTypingSent === 0) return;
  lastTypingSent = 0;
  const conversation = chatSession.get().conversation;
  if (conversation) socket?.send({ type: 'typing', conversationId: conversation.id, typing: false });
}

/** The panel shows the messages: support's read marks move up to the last one. */
export function markSeen(): void {
  const { conversation, messages } = chatSession.get();
  const last = messages.at(-1)?.seq ?? 0;
  if (!conversation || last <= conversation.customerReadSeq) return;
  patch({ conversation: { ...conversation, customerReadSeq: last } });
  if (!socket?.send({ type: 'read', conversationId: conversation.id, seq: last })) {
    void postChatRead(visitorField(), conversation.id, last).catch(() => undefined);
  }
}

export async function closeChat(): Promise<void> {
  const conversation = chatSession.get().conversation;
  if (!conversation) return;
  patch({ busy: true, actionError: null });
  try {
    adoptConversation(await endConversation(visitorField(), conversation.id));
  } catch (error) {
    patch({ actionError: message(error) });
  } finally {
    patch({ busy: false });
  }
}

export async function rateChat(score: number, comment: string): Promise<boolean> {
  const conversation = chatSession.get().conversation;
  if (!conversation) return false;
  patch({ busy: true, actionError: null });
  try {
    adoptConversation(
      await rateConversation(visitorField(), conversation.id, score, comment.trim() || undefined),
    );
    return true;
  } catch (error) {
    patch({ actionError: message(error) });
    return false;
  } finally {
    patch({ busy: false });
  }
}

/**
 * Signing in or out changes who chats: the socket follows, the panel reloads when shown. Until the
 * chat is first opened there is nothing to follow: no chat socket for every page a member views.
 */
export function startChatFollow(): () => void {
  // A conversation left open in this browser: follow it now, so new replies show as unread.
  followWanted = rememberedOpenChat();
  if (followWanted) follow();
  const unsubscribe = sessionStore.subscribe(() => {
    if (socket === null && chatSession.get().load === 'idle' && !followWanted) return;
    const before = identityKey;
    follow();
    if (identityKey !== before && chatSession.get().load !== 'idle') void loadChat();
  });
  return () => {
    unsubscribe();
    socket?.stop();
    socket = null;
    identityKey = null;
    followWanted = false;
  };
}
