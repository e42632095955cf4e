import { getUnreadCount, listMessages, listSentMessagesStaff } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { logIn } from '../../modules/records/records-test-kit.js';
import { DEMO_AGENT, DEMO_MEMBER } from './demo-brand.js';
import { seedDemoMessages } from './demo-messages.js';

describe('the demo inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is written once: a welcome to everyone and an offer to the demo member, in both languages', async () => {
    await seedDemoMessages(t.db);
    await seedDemoMessages(t.db);
    const member = await logIn(t, DEMO_MEMBER);
    expect((await t.call(getUnreadCount, { token: member })).body.value).toEqual({ count: 2 });
    const inBengali = (await t.call(listMessages, { token: member, headers: { language: 'BN' } })).body
      .value!;
    expect(inBengali.list.map((m) => m.title)).toEqual(['আপনার সপ্তাহান্তের রিলোড', 'টেসেরায় স্বাগতম']);
    const agent = await logIn(t, DEMO_AGENT);
    const agentInbox = (await t.call(listMessages, { token: agent })).body.value!;
    expect(agentInbox.list.map((m) => m.title)).toEqual(['Welcome to Tessera']);
    const sent = (await t.call(listSentMessagesStaff, { token: await staffToken(t) })).body.value!;
    expect(sent.list.map((m) => [m.audience.kind, m.sentBy])).toEqual([
      ['MEMBER', 'admin'],
      ['ALL', 'admin'],
    ]);
  });
});
