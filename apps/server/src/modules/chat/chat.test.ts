import {
  assignChatConversationStaff,
  closeChatConversation,
  closeChatConversationStaff,
  createCannedReplyStaff,
  deleteCannedReplyStaff,
  getChatConversationStaff,
  getChatImage,
  getChatImageStaff,
  getChatState,
  launchChat,
  listCannedRepliesStaff,
  listChatAgentsStaff,
  listChatConversationsStaff,
  listChatMessages,
  listChatMessagesStaff,
  listChatModels,
  markChatRead,
  markChatReadStaff,
  rateChatConversation,
  sendChatImage,
  sendChatMessage,
  sendChatMessageStaff,
  takeChatConversationStaff,
  updateCannedReplyStaff,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { person } from '../transfers/transfer-test-kit.js';
import { chatStaff, ok, openConversation, PNG_1X1, visitorToken } from './chat-test-kit.js';

describe('live chat over HTTP', () => {
  let t: TestApp;
  let support: { token: string; id: number };
  let support2: { token: string; id: number };
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    support = await chatStaff(t, 'support');
    support2 = await chatStaff(t, 'support');
    merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const say = (
    who: { token?: string; visitor?: string },
    conversationId: string,
    text: string,
    clientId: string,
  ) =>
    t.call(sendChatMessage, {
      token: who.token,
      body: { conversationId, clientId, text, ...(who.visitor ? { visitor: who.visitor } : {}) },
    });

  it('a visitor opens a conversation offline, staff take it, answer, transfer and close it, and the visitor rates it', async () => {
    const visitor = await visitorToken(t, 'Rahim');
    const state = ok(await t.call(getChatState, { query: { visitor } }));
    expect(state).toEqual({ conversation: null, onDuty: false });
    const conversation = await openConversation(t, { visitor });
    expect(conversation).toMatchObject({
      status: 'WAITING',
      customer: 'VISITOR',
      customerName: 'Rahim',
      offline: true,
    });
    // Opening again answers the open one.
    expect((await openConversation(t, { visitor })).id).toBe(conversation.id);

    const first = ok(await say({ visitor }, conversation.id, 'Is anyone there?', 'visitor-0001'));
    expect(first).toMatchObject({ seq: 1, sender: 'VISITOR', offline: true, staffName: null });
    // An offline message waits in the queue for staff.
    const waiting = ok(
      await t.call(listChatConversationsStaff, {
        token: support.token,
        query: { view: 'waiting', offline: 'true' },
      }),
    );
    expect(waiting.list.map((row) => row.id)).toContain(conversation.id);
    expect(waiting.list.find((row) => row.id === conversation.id)).toMatchObject({
      unread: 1,
      lastText: 'Is anyone there?',
      memberId: null,
    });

    const taken = ok(
      await t.call(takeChatConversationStaff, { token: support.token, params: { id: conversation.id } }),
    );
    expect(taken).toMatchObject({ status: 'ACTIVE', staffId: support.id });
    expectRefusal(
      await t.call(takeChatConversationStaff, { token: support2.token, params: { id: conversation.id } }),
      'chat.conversation.taken',
      409,
    );
    expectRefusal(
      await t.call(sendChatMessageStaff, {
        token: support2.token,
        params: { id: conversation.id },
        body: { clientId: 'staff2-0001', text: 'Me too' },
      }),
      'chat.conversation.taken',
      409,
    );
    const answer = ok(
      await t.call(sendChatMessageStaff, {
        token: support.token,
        params: { id: conversation.id },
        body: { clientId: 'staff-00001', text: 'Hello, how can I help?' },
      }),
    );
    expect(answer).toMatchObject({ seq: 2, sender: 'STAFF', staffName: expect.any(String), offline: false });

    const moved = ok(
      await t.call(assignChatConversationStaff, {
        token: support.token,
        params: { id: conversation.id },
        body: { staffId: support2.id },
      }),
    );
    expect(moved).toMatchObject({ status: 'ACTIVE', staffId: support2.id, offline: false });
    const finance = await chatStaff(t, 'finance');
    expectRefusal(
      await t.call(assignChatConversationStaff, {
        token: support.token,
        params: { id: conversation.id },
        body: { staffId: finance.id },
      }),
      'chat.agent.invalid',
      409,
    );
    ok(
      await t.call(sendChatMessageStaff, {
        token: support2.token,
        params: { id: conversation.id },
        body: { clientId: 'staff2-0002', text: 'I am taking over.' },
      }),
    );

    expectRefusal(
      await t.call(rateChatConversation, {
        body: { visitor, conversationId: conversation.id, score: 5 },
      }),
      'chat.rating.not.allowed',
      409,
    );
    const closed = ok(
      await t.call(closeChatConversationStaff, { token: support2.token, params: { id: conversation.id } }),
    );
    expect(closed).toMatchObject({ status: 'CLOSED', closedBy: 'STAFF' });
    expectRefusal(
      await say({ visitor }, conversation.id, 'One more thing', 'visitor-0002'),
      'chat.conversation.closed',
      409,
    );
    const rated = ok(
      await t.call(rateChatConversation, {
        body: { visitor, conversationId: conversation.id, score: 4, comment: 'Quick, thanks' },
      }),
    );
    expect(rated).toMatchObject({ rating: 4, ratingComment: 'Quick, thanks' });
    expectRefusal(
      await t.call(rateChatConversation, { body: { visitor, conversationId: conversation.id, score: 1 } }),
      'chat.rating.not.allowed',
      409,
    );
    const closedList = ok(
      await t.call(listChatConversationsStaff, {
        token: support.token,
        query: { view: 'closed', rating: '4' },
      }),
    );
    expect(closedList.list.map((row) => row.id)).toContain(conversation.id);

    // Every staff action is in the audit log.
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `chat:${conversation.id}`)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['chat.take', 'chat.transfer', 'chat.close']);
    // A new conversation after the close.
    const again = await openConversation(t, { visitor });
    expect(again.id).not.toBe(conversation.id);
  });

  it('keeps one customer out of another customer’s conversation and images', async () => {
    const [alice, bob] = [await person(t), await person(t)];
    const mine = await openConversation(t, { token: alice.token });
    const image = ok(
      await t.call(sendChatImage, {
        token: alice.token,
        body: { conversationId: mine.id, clientId: 'alice-img-1', image: PNG_1X1 },
      }),
    );
    const visitor = await visitorToken(t);
    for (const intruder of [{ token: bob.token }, { visitor }]) {
      const extra = intruder.visitor ? { visitor: intruder.visitor } : {};
      expectRefusal(
        await t.call(listChatMessages, {
          token: intruder.token,
          query: { conversationId: mine.id, ...extra },
        }),
        'chat.conversation.not.found',
        404,
      );
      expectRefusal(await say(intruder, mine.id, 'hi', 'intruder-01'), 'chat.conversation.not.found', 404);
      expectRefusal(
        await t.call(getChatImage, {
          token: intruder.token,
          params: { id: image.attachment!.id },
          query: extra,
        }),
        'chat.image.not.found',
        404,
      );
      expectRefusal(
        await t.call(markChatRead, {
          token: intruder.token,
          body: { conversationId: mine.id, seq: 1, ...extra },
        }),
        'chat.conversation.not.found',
        404,
      );
      expectRefusal(
        await t.call(closeChatConversation, {
          token: intruder.token,
          body: { conversationId: mine.id, ...extra },
        }),
        'chat.conversation.not.found',
        404,
      );
    }
    expect(ok(await t.call(getChatState, { token: bob.token, query: {} })).conversation).toBeNull();
    // No session and no visitor token; an unknown visitor token.
    expectRefusal(await t.call(getChatState, { query: {} }), 'chat.visitor.unknown', 401);
    expectRefusal(
      await t.call(getChatState, { query: { visitor: 'x'.repeat(43) } }),
      'chat.visitor.unknown',
      401,
    );
    // The member and staff see the image; its bytes come back as they were sent.
    const own = ok(
      await t.call(getChatImage, { token: alice.token, params: { id: image.attachment!.id }, query: {} }),
    );
    expect(own).toEqual({ contentType: 'image/png', dataUrl: PNG_1X1, size: image.attachment!.size });
    expect(
      ok(await t.call(getChatImageStaff, { token: support.token, params: { id: image.attachment!.id } }))
        .dataUrl,
    ).toBe(PNG_1X1);
    // The member's card beside the conversation: the members page's own.
    const detail = ok(
      await t.call(getChatConversationStaff, { token: support.token, params: { id: mine.id } }),
    );
    expect(detail.member?.member).toMatchObject({ id: alice.id, username: alice.username });
    expect(detail.conversation).toMatchObject({ customer: 'MEMBER', customerName: alice.username });
  });

  it('answers a retried send with the same message and seq, and reads history after and before a seq', async () => {
    const member = await person(t);
    const conversation = await openConversation(t, { token: member.token });
    const first = ok(await say(member, conversation.id, 'one', 'retry-0001'));
    const again = ok(await say(member, conversation.id, 'one (retried)', 'retry-0001'));
    expect(again).toEqual(first);
    for (let index = 2; index <= 12; index += 1)
      ok(await say(member, conversation.id, `m${index}`, `retry-${1000 + index}`));
    const after = ok(
      await t.call(listChatMessages, {
        token: member.token,
        query: { conversationId: conversation.id, afterSeq: '5', limit: '4' },
      }),
    );
    expect(after.list.map((message) => message.seq)).toEqual([6, 7, 8, 9]);
    expect(after).toMatchObject({ more: true, lastSeq: 12 });
    const tail = ok(
      await t.call(listChatMessages, {
        token: member.token,
        query: { conversationId: conversation.id, afterSeq: '9' },
      }),
    );
    expect(tail.list.map((message) => message.seq)).toEqual([10, 11, 12]);
    expect(tail.more).toBe(false);
    const before = ok(
      await t.call(listChatMessagesStaff, {
        token: support.token,
        params: { id: conversation.id },
        query: { beforeSeq: '6', limit: '3' },
      }),
    );
    expect(before.list.map((message) => message.seq)).toEqual([3, 4, 5]);
    expect(before.more).toBe(true);
    const latest = ok(
      await t.call(listChatMessages, {
        token: member.token,
        query: { conversationId: conversation.id, limit: '2' },
      }),
    );
    expect(latest.list.map((message) => message.seq)).toEqual([11, 12]);
  });

  it('keeps HTML as the characters typed', async () => {
    const member = await person(t);
    const conversation = await openConversation(t, { token: member.token });
    const html = '<img src=x onerror=alert(1)><b>bold</b> & "quotes"';
    expect(ok(await say(member, conversation.id, html, 'html-00001')).text).toBe(html);
    const stored = await t.db
      .selectFrom('chat_messages')
      .select('text')
      .where('conversation_id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe(html);
    const read = ok(
      await t.call(listChatMessagesStaff, {
        token: support.token,
        params: { id: conversation.id },
        query: {},
      }),
    );
    expect(read.list[0]!.text).toBe(html);
  });

  it('moves read marks up only, up to the last message', async () => {
    const member = await person(t);
    const conversation = await openConversation(t, { token: member.token });
    for (const index of [1, 2, 3]) ok(await say(member, conversation.id, `r${index}`, `read-000${index}`));
    const read = (seq: number) =>
      t.call(markChatReadStaff, { token: support.token, params: { id: conversation.id }, body: { seq } });
    expect(ok(await read(2)).seq).toBe(2);
    expect(ok(await read(1)).seq).toBe(2);
    expect(ok(await read(99)).seq).toBe(3);
    const row = ok(
      await t.call(getChatConversationStaff, { token: support.token, params: { id: conversation.id } }),
    );
    expect(row.conversation).toMatchObject({ staffReadSeq: 3, customerReadSeq: 3, unread: 0 });
  });

  it('tells the customer whether support is on duty, and marks messages written while nobody is', async () => {
    const member = await person(t);
    const { duty } = t.services.chat;
    await duty.present(merchantId, support.id, 1);
    try {
      // Present but not available: not on duty.
      expect(ok(await t.call(getChatState, { token: member.token, query: {} })).onDuty).toBe(false);
      await duty.setAvailable(merchantId, support.id, true);
      expect(ok(await t.call(listChatModels, {})).onDuty).toBe(true);
      const conversation = await openConversation(t, { token: member.token });
      expect(conversation.offline).toBe(false);
      expect(ok(await say(member, conversation.id, 'on duty', 'duty-00001')).offline).toBe(false);
      const agents = ok(await t.call(listChatAgentsStaff, { token: support.token }));
      expect(agents.list.find((agent) => agent.id === support.id)).toMatchObject({
        onDuty: true,
        available: true,
      });
      await duty.setAvailable(merchantId, support.id, false);
      expect(ok(await say(member, conversation.id, 'gone?', 'duty-00002')).offline).toBe(true);
      const row = ok(
        await t.call(getChatConversationStaff, { token: support.token, params: { id: conversation.id } }),
      );
      expect(row.conversation.offline).toBe(true);
    } finally {
      await duty.present(merchantId, support.id, -1);
    }
  });

  it('refuses images by their bytes, not their names, and over 5 MB', async () => {
    const member = await person(t);
    const conversation = await openConversation(t, { token: member.token });
    const image = (dataUrl: string, clientId: string) =>
      t.call(sendChatImage, {
        token: member.token,
        body: { conversationId: conversation.id, clientId, image: dataUrl },
      });
    const notAnImage = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>hello</svg>').toString('base64')}`;
    expectRefusal(await image(notAnImage, 'img-bad-01'), 'chat.image.invalid', 400);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    expectRefusal(
      await image(`data:image/png;base64,${big.toString('base64')}`, 'img-big-01'),
      'chat.image.invalid',
      400,
    );
    // A GIF and a WebP labelled as something else are what their bytes say.
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const sentGif = ok(await image(`data:image/jpeg;base64,${gif.toString('base64')}`, 'img-gif-01'));
    expect(sentGif.attachment).toMatchObject({ contentType: 'image/gif', size: gif.length });
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    expect(
      ok(await image(`data:image/png;base64,${webp.toString('base64')}`, 'img-webp-1')).attachment
        ?.contentType,
    ).toBe('image/webp');
    const count = await t.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('conversation_id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('keeps canned replies per language for support and admins only, each change audited', async () => {
    const admin = await chatStaff(t, 'admin');
    const draft = {
      language: 'BN',
      title: 'শুভেচ্ছা',
      text: 'হ্যালো! কীভাবে সাহায্য করতে পারি?',
      sortOrder: 2,
    } as const;
    const created = ok(await t.call(createCannedReplyStaff, { token: support.token, body: draft }));
    expect(created).toMatchObject({ language: 'BN', title: 'শুভেচ্ছা', sortOrder: 2 });
    const english = ok(
      await t.call(createCannedReplyStaff, {
        token: admin.token,
        body: { language: 'EN', title: 'Greeting', text: 'Hello!', sortOrder: 1 },
      }),
    );
    const bengali = ok(
      await t.call(listCannedRepliesStaff, { token: support.token, query: { language: 'BN' } }),
    );
    expect(bengali.list.map((reply) => reply.id)).toEqual([created.id]);
    const changed = ok(
      await t.call(updateCannedReplyStaff, {
        token: support.token,
        params: { id: created.id },
        body: { ...draft, text: 'নমস্কার! বলুন।' },
      }),
    );
    expect(changed.text).toBe('নমস্কার! বলুন।');
    ok(await t.call(deleteCannedReplyStaff, { token: support.token, params: { id: english.id } }));
    expectRefusal(
      await t.call(deleteCannedReplyStaff, { token: support.token, params: { id: english.id } }),
      'chat.canned.not.found',
      404,
    );
    for (const role of ['content', 'finance', 'risk'] as const) {
      const other = await chatStaff(t, role);
      expectRefusal(
        await t.call(listCannedRepliesStaff, { token: other.token, query: {} }),
        'staff.forbidden',
        403,
      );
      expectRefusal(
        await t.call(listChatConversationsStaff, { token: other.token, query: {} }),
        'staff.forbidden',
        403,
      );
    }
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', 'in', [`canned:${created.id}`, `canned:${english.id}`])
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'chat.canned.create',
      'chat.canned.create',
      'chat.canned.update',
      'chat.canned.delete',
    ]);
  });

  it('launches the built-in chat, or the external link a brand set up', async () => {
    expect(ok(await t.call(launchChat, {}))).toEqual({ chatUrl: '/?chat=open', model: 'BUILT_IN' });
    expect(ok(await t.call(listChatModels, {})).list).toEqual([
      { model: 'BUILT_IN', name: 'Live chat', url: '/?chat=open' },
    ]);
    const row = await t.db
      .selectFrom('merchants')
      .select(['resources'])
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const before = typeof row.resources === 'string' ? row.resources : JSON.stringify(row.resources);
    const resources = [
      ...JSON.parse(before),
      { resourceType: 'LIVECHAT', labelNameEn: 'Help desk', url: 'https://help.example.com/chat' },
    ];
    await t.db
      .updateTable('merchants')
      .set({ resources: JSON.stringify(resources) })
      .where('id', '=', merchantId)
      .execute();
    t.services.merchants.invalidate();
    try {
      const launched = ok(await t.call(launchChat, {}));
      expect(launched).toEqual({ chatUrl: 'https://help.example.com/chat', model: 'EXTERNAL' });
    } finally {
      await t.db.updateTable('merchants').set({ resources: before }).where('id', '=', merchantId).execute();
      t.services.merchants.invalidate();
    }
  });
});
