import {
  closeChatConversationStaff,
  listChatConversationsStaff,
  rateChatConversation,
  takeChatConversationStaff,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { chatStaff, ok, openConversation, visitorToken } from './chat-test-kit.js';

/**
 * The console's closed and all-open lists (decision 0056): filtered by customer (the start of a
 * member's username or a visitor's name, any case), staff member, rating and the brand's days the
 * conversation opened, paged by the server; bad filters are envelope errors.
 */
describe('chat queue filters', () => {
  let t: TestApp;
  let support: { token: string; id: number };
  let admin: { token: string; id: number };
  const ids: Record<string, string> = {};

  /** A visitor's conversation opened on `day` (noon UTC), answered by `staff`, closed and rated. */
  async function closedChat(name: string, day: string, staff: { token: string }, score: number) {
    t.clock.set(new Date(`${day}T12:00:00Z`));
    const visitor = await visitorToken(t, name);
    const conversation = await openConversation(t, { visitor });
    ok(await t.call(takeChatConversationStaff, { token: staff.token, params: { id: conversation.id } }));
    ok(await t.call(closeChatConversationStaff, { token: staff.token, params: { id: conversation.id } }));
    ok(await t.call(rateChatConversation, { body: { visitor, conversationId: conversation.id, score } }));
    ids[name] = conversation.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    support = await chatStaff(t, 'support');
    admin = await chatStaff(t, 'admin');
    await closedChat('Qfilter Alpha', '2026-03-02', support, 5);
    await closedChat('qfilter Beta', '2026-03-05', admin, 3);
    await closedChat('Qfilter Gamma', '2026-03-09', support, 5);
  });
  afterAll(() => t?.close());

  const closed = async (query: Record<string, string>) => {
    const value = ok(
      await t.call(listChatConversationsStaff, {
        token: support.token,
        query: { view: 'closed', customer: 'qfilter', ...query },
      }),
    );
    return { names: value.list.map((row) => row.customerName), total: value.total };
  };

  it('filters closed conversations by customer, staff member, rating and days, newest first', async () => {
    expect(await closed({})).toEqual({
      names: ['Qfilter Gamma', 'qfilter Beta', 'Qfilter Alpha'],
      total: 3,
    });
    expect((await closed({ customer: 'QFILTER B' })).names).toEqual(['qfilter Beta']);
    expect((await closed({ staffId: String(admin.id) })).names).toEqual(['qfilter Beta']);
    expect((await closed({ rating: '5' })).names).toEqual(['Qfilter Gamma', 'Qfilter Alpha']);
    expect((await closed({ from: '2026-03-03', to: '2026-03-09' })).names).toEqual([
      'Qfilter Gamma',
      'qfilter Beta',
    ]);
    expect((await closed({ to: '2026-03-04' })).names).toEqual(['Qfilter Alpha']);
    expect(await closed({ staffId: String(support.id), rating: '3' })).toEqual({ names: [], total: 0 });
  });

  it('pages on the server: the total of every page, each page its own rows', async () => {
    const first = await closed({ pageSize: '2', pageNo: '1' });
    const second = await closed({ pageSize: '2', pageNo: '2' });
    expect(first).toEqual({ names: ['Qfilter Gamma', 'qfilter Beta'], total: 3 });
    expect(second).toEqual({ names: ['Qfilter Alpha'], total: 3 });
  });

  it('answers bad filters with the envelope error, in the request’s language', async () => {
    const refused: Record<string, string>[] = [
      { view: 'closed', rating: '6' },
      { view: 'closed', rating: 'five' },
      { view: 'closed', staffId: 'abc' },
      { view: 'closed', staffId: '0' },
      { view: 'closed', from: '2026-13-01' },
      { view: 'closed', from: '2026-03-09', to: '2026-03-01' },
      { view: 'closed', customer: 'x'.repeat(65) },
      { view: 'gone' },
      { view: 'closed', pageNo: '0' },
    ];
    for (const query of refused) {
      const result = await t.call(listChatConversationsStaff, {
        token: support.token,
        query,
        headers: { language: 'BN' },
      });
      const refusal = expectRefusal(result, 'validation.failed');
      expect(refusal.message, JSON.stringify(query)).toMatch(/[\u0980-\u09FF]/u);
    }
  });
});
