import {
  closeFeedbackStaff,
  FEEDBACK_RATE,
  type FeedbackDraft,
  getFeedbackImageStaff,
  getUnreadCount,
  listFeedbackStaff,
  listMessages,
  listMyFeedback,
  replyFeedbackStaff,
  sendFeedback,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { type Person, person, trialToken } from '../transfers/transfer-test-kit.js';
import { bigPng, GIF_BASE64, jpegProof, PNG_BASE64, pngProof } from '../withdrawals/withdrawal-test-kit.js';

describe('feedback', () => {
  let t: TestApp;
  let support: string;
  let ipNo = 0;
  /** Each visitor call from its own address unless told: the rate limit counts per address. */
  const nextIp = () => `198.51.100.${++ipNo}`;
  beforeAll(async () => {
    t = await createTestApp();
    support = await staffTokenFor(t, 'support');
  });
  afterAll(() => t?.close());

  const draft = (patch: Partial<FeedbackDraft> = {}): FeedbackDraft => ({
    questionType: 'DEPOSIT',
    content: 'My bKash deposit has not arrived yet.',
    ...patch,
  });
  const send = (body: FeedbackDraft, options: { token?: string; ip?: string; language?: string } = {}) =>
    t.call(sendFeedback, {
      body,
      ip: options.ip ?? nextIp(),
      headers: { language: options.language ?? 'EN' },
      ...(options.token ? { token: options.token } : {}),
    });
  const sent = async (
    body: FeedbackDraft,
    options: { token?: string; ip?: string; language?: string } = {},
  ) => {
    const answer = await send(body, options);
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value!.id;
  };
  const queue = async (query: Record<string, string | number> = {}, token = support) => {
    const answer = await t.call(listFeedbackStaff, { token, query });
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value!;
  };
  const item = async (id: string) => (await queue({ pageSize: 100 })).list.find((row) => row.id === id)!;

  it("ties a member's feedback to them, keeps its images by their bytes and shows HTML as typed", async () => {
    const member = await person(t);
    const html = '<b>hi</b><script>alert(1)</script> & "quotes"';
    const id = await sent(draft({ content: html, contact: '<i>017</i>', images: [pngProof, jpegProof] }), {
      token: member.token,
    });
    const row = await item(id);
    expect(row).toMatchObject({
      content: html,
      contact: '<i>017</i>',
      memberId: member.id,
      username: member.username,
      status: 'NEW',
      images: 2,
      questionType: 'DEPOSIT',
      language: 'EN',
      reply: null,
    });
    const first = await t.call(getFeedbackImageStaff, { token: support, params: { id, index: 1 } });
    expect(first.body.value).toEqual({
      contentType: 'image/png',
      dataUrl: `data:image/png;base64,${PNG_BASE64}`,
      size: Buffer.from(PNG_BASE64, 'base64').length,
    });
    const second = await t.call(getFeedbackImageStaff, { token: support, params: { id, index: 2 } });
    expect(second.body.value!.contentType).toBe('image/jpeg');
    expectRefusal(
      await t.call(getFeedbackImageStaff, { token: support, params: { id, index: 3 } }),
      'object.not.found',
      404,
    );
    const mine = await t.call(listMyFeedback, { token: member.token });
    expect(mine.body.value).toMatchObject({
      total: 1,
      list: [{ id, content: html, status: 'NEW', images: 2 }],
    });
  });

  it('refuses bad input with its rule, in the request language', async () => {
    const member = await person(t);
    const refuse = async (body: FeedbackDraft, code: string) =>
      expectRefusal(await send(body, { token: member.token }), code, 400);
    await refuse(draft({ content: 'x'.repeat(141) }), 'feedback.content.invalid');
    await refuse(draft({ content: '   ' }), 'feedback.content.invalid');
    await refuse(draft({ images: [pngProof, pngProof, jpegProof, pngProof] }), 'feedback.image.invalid');
    // A text file named and labelled as a PNG, a GIF with a PNG label, a PNG over 5 MB.
    const text = `data:image/png;base64,${Buffer.from('just some text, not a picture').toString('base64')}`;
    await refuse(draft({ images: [text] }), 'feedback.image.invalid');
    await refuse(draft({ images: [`data:image/png;base64,${GIF_BASE64}`] }), 'feedback.image.invalid');
    await refuse(draft({ images: [bigPng(5 * 1024 * 1024 + 1)] }), 'feedback.image.invalid');
    // 140 characters counted as characters: Bengali letters and an emoji are one each.
    const bengali = `${'আ'.repeat(139)}😀`;
    await sent(draft({ content: bengali }), { token: member.token });
    const refusal = expectRefusal(
      await send(draft({ content: 'আ'.repeat(141) }), { token: member.token, language: 'BN' }),
      'feedback.content.invalid',
    );
    expect(refusal.message).toContain('140');
    expect((await t.call(listMyFeedback, { token: member.token })).body.value!.total).toBe(1);
  });

  it('asks a visitor, and a trial player, for a contact', async () => {
    expectRefusal(await send(draft()), 'feedback.contact.required', 400);
    expectRefusal(await send(draft({ contact: '   ' })), 'feedback.contact.required', 400);
    const trial = await trialToken(t);
    expectRefusal(await send(draft(), { token: trial }), 'feedback.contact.required', 400);
    const id = await sent(draft({ questionType: 'SUGGESTION', contact: 'visitor@example.com' }));
    expect(await item(id)).toMatchObject({ memberId: null, username: null, contact: 'visitor@example.com' });
    const fromTrial = await sent(draft({ contact: '+8801711000000' }), { token: trial });
    expect((await item(fromTrial)).memberId).toBeNull();
  });

  it('limits how much one member or one address may send', async () => {
    const member = await person(t);
    for (let n = 0; n < FEEDBACK_RATE.max; n++) await sent(draft(), { token: member.token });
    expectRefusal(await send(draft(), { token: member.token }), 'too.many.requests', 429);
    const ip = nextIp();
    for (let n = 0; n < FEEDBACK_RATE.max; n++) await sent(draft({ contact: 'a@b.co' }), { ip });
    expectRefusal(await send(draft({ contact: 'a@b.co' }), { ip }), 'too.many.requests', 429);
    // Another member is not held back by the first.
    await sent(draft(), { token: (await person(t)).token });
  });

  it("replies into the member's inbox as a message, settles the item once, and audits it", async () => {
    const member: Person = await person(t);
    const id = await sent(draft({ content: 'Where is my <b>deposit</b>?' }), { token: member.token });
    const reply = 'It is credited now. Sorry for the wait!';
    const answer = await t.call(replyFeedbackStaff, { token: support, params: { id }, body: { reply } });
    expect(answer.body.value).toMatchObject({ id, status: 'REPLIED', reply, handledBy: expect.any(String) });
    expect((await t.call(getUnreadCount, { token: member.token })).body.value!.count).toBe(1);
    const inbox = await t.call(listMessages, { token: member.token, headers: { language: 'BN' } });
    expect(inbox.body.value!.list[0]).toMatchObject({
      source: 'STAFF',
      title: 'আপনার মতামতের উত্তর',
      body: `${reply}\n\nআপনার মতামত: “Where is my <b>deposit</b>?”`,
    });
    expectRefusal(
      await t.call(replyFeedbackStaff, { token: support, params: { id }, body: { reply: 'again' } }),
      'feedback.settled',
      409,
    );
    expectRefusal(
      await t.call(closeFeedbackStaff, { token: support, params: { id }, body: {} }),
      'feedback.settled',
    );
    expect((await t.call(listMyFeedback, { token: member.token })).body.value!.list[0]).toMatchObject({
      status: 'REPLIED',
      reply,
      repliedAt: expect.any(String),
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', id)
      .where('action', 'like', 'feedback.%')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['feedback.reply']);
  });

  it("closes a visitor's item (no inbox to reply to) and filters the queue by state and type", async () => {
    const id = await sent(draft({ questionType: 'GAMES', contact: '+8801711000001' }));
    expectRefusal(
      await t.call(replyFeedbackStaff, { token: support, params: { id }, body: { reply: 'Hello' } }),
      'feedback.visitor',
      409,
    );
    expect((await item(id)).status).toBe('NEW');
    const closed = await t.call(closeFeedbackStaff, {
      token: support,
      params: { id },
      body: { note: 'Called back by phone' },
    });
    expect(closed.body.value).toMatchObject({ status: 'CLOSED', reply: 'Called back by phone' });
    const games = await queue({ questionType: 'GAMES', status: 'CLOSED' });
    expect(games.list.map((row) => row.id)).toContain(id);
    expect(games.list.every((row) => row.status === 'CLOSED' && row.questionType === 'GAMES')).toBe(true);
    const fresh = await queue({ status: 'NEW', pageSize: 2, pageNo: 1 });
    expect(fresh.list).toHaveLength(2);
    expect(fresh.total).toBeGreaterThan(2);
    expect(fresh.list.every((row) => row.status === 'NEW')).toBe(true);
    expect(Number(fresh.list[0]!.id)).toBeGreaterThan(Number(fresh.list[1]!.id));
    expectRefusal(
      await t.call(closeFeedbackStaff, { token: support, params: { id: '999999999' }, body: {} }),
      'object.not.found',
    );
  });

  it('keeps the queue to staff who talk to members', async () => {
    const finance = await staffTokenFor(t, 'finance');
    expectRefusal(await t.call(listFeedbackStaff, { token: finance }), 'staff.forbidden', 403);
    expectRefusal(await t.call(listMyFeedback, {}), 'login.not.session', 401);
  });
});
