import type { AddressInfo } from 'node:net';
import {
  postDeposit,
  STAFF_WS_PATH,
  type StaffWsMessage,
  staffLogout,
  ZStaffWsMessage,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerMember, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_ENDED_CLOSE } from '../wallet/live-sockets.js';
import { STAFF_FORBIDDEN_CLOSE } from './queue-socket.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A staff socket as the console opens it, collecting its frames. */
function connect(token: string, origin?: string) {
  const port = (t.app.server.address() as AddressInfo).port;
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}${STAFF_WS_PATH}?token=${encodeURIComponent(token)}`,
    origin ? { origin } : {},
  );
  const frames: StaffWsMessage[] = [];
  socket.on('message', (data) => frames.push(ZStaffWsMessage.parse(JSON.parse(String(data)))));
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  socket.on('error', () => {});
  const until = async (check: () => boolean, ms = 6_000) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > ms)
        throw new Error(`no such frame within ${ms} ms: ${JSON.stringify(frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, frames, closed, until };
}

describe('the live queue counts of the back office', () => {
  it('sends the counts at once, then each change, and closes when the staff member signs out', async () => {
    const finance = await staffTokenFor(t, 'finance');
    const live = connect(finance);
    await live.until(() => live.frames.length === 1);
    const before = live.frames[0]!.value.deposits;
    const member = await registerMember(t);
    await t.call(postDeposit, { token: member.token, body: { channel: 'BANK', amount: 300 } });
    await live.until(() => live.frames.at(-1)!.value.deposits === before + 1);

    // A console that opens after a change still lets the others hear of it.
    const waiting = live.frames.at(-1)!.value.deposits;
    const other = await registerMember(t);
    await t.call(postDeposit, { token: other.token, body: { channel: 'BANK', amount: 400 } });
    const second = connect(await staffTokenFor(t, 'risk'));
    await second.until(() => second.frames.length >= 1);
    await live.until(() => live.frames.at(-1)!.value.deposits === waiting + 1);
    second.socket.close();

    await t.call(staffLogout, { token: finance });
    expect((await live.closed).code).toBe(SESSION_ENDED_CLOSE.code);
  });

  it('refuses a role without the dashboard, an unknown token and a page of another site', async () => {
    const content = connect(await staffTokenFor(t, 'content'));
    expect((await content.closed).code).toBe(STAFF_FORBIDDEN_CLOSE.code);
    expect(content.frames).toEqual([]);
    const nobody = connect('not-a-token');
    expect((await nobody.closed).code).toBe(SESSION_ENDED_CLOSE.code);
    const elsewhere = connect(await staffTokenFor(t, 'finance'), 'https://evil.example.com');
    const refused = await new Promise<boolean>((resolve) => {
      elsewhere.socket.on('unexpected-response', () => resolve(true));
      elsewhere.socket.on('open', () => resolve(false));
    });
    expect(refused).toBe(true);
  });
});
