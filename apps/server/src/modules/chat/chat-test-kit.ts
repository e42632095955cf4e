import type { AddressInfo } from 'node:net';
import {
  CHAT_WS_PATH,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  openChatConversation,
  openChatVisitor,
  STAFF_CHAT_WS_PATH,
  type StaffChatServerFrame,
  type StaffRole,
  ZChatServerFrame,
  ZStaffChatServerFrame,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { staffTokenFor } from '../../../test/helpers.js';
import type { CallResult, TestApp } from '../../../test/test-app.js';

/** The value of a call that must have succeeded (its envelope shown when it did not). */
export function ok<V>(result: CallResult<V>): V {
  expect(result.body.success, JSON.stringify(result.body)).toBe(true);
  return result.body.value as V;
}

export async function chatStaff(t: TestApp, role: StaffRole): Promise<{ token: string; id: number }> {
  const token = await staffTokenFor(t, role);
  const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const session = await t.services.staff.findSession(token, merchant.id);
  return { token, id: session!.staffId };
}

export async function visitorToken(t: TestApp, name?: string): Promise<string> {
  return ok(await t.call(openChatVisitor, { body: name ? { name } : {} })).visitor;
}

/** A member's (by token) or a visitor's open conversation. */
export async function openConversation(t: TestApp, who: { token?: string; visitor?: string }) {
  const state = ok(
    await t.call(openChatConversation, {
      token: who.token,
      body: who.visitor ? { visitor: who.visitor } : {},
    }),
  );
  return state.conversation!;
}

type AnyFrame = ChatServerFrame | StaffChatServerFrame;

/** A chat socket as a client holds it: every frame kept, waits for the ones it needs. */
export interface ChatClient {
  socket: WebSocket;
  frames: AnyFrame[];
  send(frame: ChatClientFrame): void;
  /** Wait until `test` holds for the frames so far (5 s by default). */
  until(test: (frames: AnyFrame[]) => boolean, ms?: number): Promise<void>;
  /** The messages this socket got (`message` and `ack`), in arrival order. */
  messages(conversationId?: string): ChatMessage[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

export function chatSocket(
  app: FastifyInstance,
  side: 'CUSTOMER' | 'STAFF',
  query: Record<string, string>,
): Promise<ChatClient> {
  const path = side === 'STAFF' ? STAFF_CHAT_WS_PATH : CHAT_WS_PATH;
  const search = new URLSearchParams({ merchant: 'TESSERA', ...query });
  const socket = new WebSocket(`ws://127.0.0.1:${portOf(app)}${path}?${search}`);
  const frames: AnyFrame[] = [];
  const checks = new Set<() => void>();
  const schema = side === 'STAFF' ? ZStaffChatServerFrame : ZChatServerFrame;
  socket.on('message', (data) => {
    frames.push(schema.parse(JSON.parse(String(data))) as AnyFrame);
    for (const check of checks) check();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const client: ChatClient = {
    socket,
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    until: (test, ms = 5_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!test(frames)) return;
          checks.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          checks.delete(check);
          reject(new Error(`frames did not arrive within ${ms} ms: ${JSON.stringify(frames.slice(-5))}`));
        }, ms);
        checks.add(check);
        check();
      }),
    messages: (conversationId) =>
      frames
        .flatMap((frame) => (frame.type === 'message' || frame.type === 'ack' ? [frame.message] : []))
        .filter((message) => conversationId === undefined || message.conversationId === conversationId),
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Seqs 1…n, each once, in order. */
export function expectOnceInOrder(messages: ChatMessage[], from: number, to: number): void {
  expect(messages.map((message) => message.seq)).toEqual(
    Array.from({ length: to - from + 1 }, (_, index) => from + index),
  );
}

/** A tiny real PNG (1×1). */
export const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
