import { launchChat, listCannedRepliesStaff } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_CANNED_REPLIES, seedDemoChat } from './demo-chat.js';

describe('the demo live chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('has canned replies in English and Bengali, written once, and customer service opens the built-in chat', async () => {
    await seedDemoChat(t.db);
    await seedDemoChat(t.db);
    const token = await staffToken(t);
    const english = (await t.call(listCannedRepliesStaff, { token, query: { language: 'EN' } })).body.value!;
    const bengali = (await t.call(listCannedRepliesStaff, { token, query: { language: 'BN' } })).body.value!;
    expect(english.list.map((reply) => reply.title)).toEqual(DEMO_CANNED_REPLIES.map((reply) => reply.title));
    expect(bengali.list.map((reply) => reply.text)).toEqual(DEMO_CANNED_REPLIES.map((reply) => reply.BN));
    expect(bengali.list.every((reply) => /[\u0980-\u09FF]/u.test(reply.title))).toBe(true);
    expect((await t.call(launchChat, {})).body.value).toEqual({ chatUrl: '/?chat=open', model: 'BUILT_IN' });
  });
});
