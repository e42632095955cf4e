import {
  deleteMessages,
  getUnreadCount,
  listMessages,
  listSentMessagesStaff,
  type MessageDraft,
  offerContract,
  readMessages,
  sendMessageStaff,
} from '@tessera/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { buildTree } from '../agents/agent-test-kit.js';
import { approvedDeposit } from '../rewards/reward-test-kit.js';
import { type Person, person, trialToken } from '../transfers/transfer-test-kit.js';
import { SystemMessages } from './system-messages.js';

const WORDS = {
  title: { EN: 'Weekend reload', BN: 'সপ্তাহান্তের রিলোড' },
  body: { EN: 'Deposit this weekend for 10% more.', BN: 'এই সপ্তাহান্তে জমা দিন, ১০% বেশি পান।' },
};

describe('platform messages', () => {
  let t: TestApp;
  let support: string;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp();
    support = await staffTokenFor(t, 'support');
    content = await staffTokenFor(t, 'content');
  });
  afterAll(() => t?.close());

  const send = (draft: MessageDraft, token = support) => t.call(sendMessageStaff, { token, body: draft });
  const sent = async (draft: MessageDraft, token = support) => {
    const answer = await send(draft, token);
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value!;
  };
  const unread = async (member: { token: string }) =>
    (await t.call(getUnreadCount, { token: member.token })).body.value!.count;
  const inbox = async (member: { token: string }, language = 'EN') => {
    const answer = await t.call(listMessages, { token: member.token, headers: { language } });
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value!;
  };

  it('sends one member a message in each language they may read, and nobody else sees it', async () => {
    const [reader, other] = [await person(t), await person(t)];
    const message = await sent({
      audience: { kind: 'MEMBER', username: reader.username.toUpperCase() },
      ...WORDS,
    });
    expect(message).toMatchObject({ recipients: 1, read: 0, title: WORDS.title, sentBy: expect.any(String) });
    expect(await unread(reader)).toBe(1);
    expect((await inbox(reader)).list).toEqual([
      expect.objectContaining({
        id: message.id,
        source: 'STAFF',
        title: WORDS.title.EN,
        body: WORDS.body.EN,
        read: false,
      }),
    ]);
    expect((await inbox(reader, 'BN')).list[0]).toMatchObject({ title: WORDS.title.BN, body: WORDS.body.BN });
    // A language it was not written in: the brand's default (Bengali here), then English.
    expect((await inbox(reader, 'TH')).list[0]!.title).toBe(WORDS.title.BN);
    const onlyEnglish = await sent({
      audience: { kind: 'MEMBER', username: reader.username },
      title: { EN: 'Only in English' },
      body: { EN: 'Hello' },
    });
    expect((await inbox(reader, 'TH')).list[0]).toMatchObject({
      id: onlyEnglish.id,
      title: 'Only in English',
    });
    expect(await unread(other)).toBe(0);
    expect(await inbox(other)).toEqual({ list: [], total: 0, unread: 0 });
    // The audit log has the sending.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'message.send')
      .where('target', '=', message.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("reaches an agent's whole team, some VIP levels, or everyone but trial members", async () => {
    const agent = await person(t, { agent: true });
    const team = [await person(t, { parentCode: agent.code! }), await person(t, { parentCode: agent.code! })];
    const outsider = await person(t);
    const toTeam = await sent({ audience: { kind: 'TEAM', agent: agent.username }, ...WORDS });
    expect(toTeam.recipients).toBe(3);
    for (const member of [agent, ...team]) expect(await unread(member)).toBe(1);
    expect(await unread(outsider)).toBe(0);
    expectRefusal(
      await send({ audience: { kind: 'TEAM', agent: outsider.username }, ...WORDS }),
      'message.invalid',
      400,
    );

    await t.db
      .insertInto('member_vip')
      .values({ member_id: outsider.id, merchant_id: await merchantId(), level: 3, reached_at: new Date() })
      .execute();
    const toVip = await sent({ audience: { kind: 'VIP', levels: [3] }, ...WORDS });
    expect(toVip.recipients).toBe(1);
    expect(await unread(outsider)).toBe(1);

    const trial = await trialToken(t);
    const everyone = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', await merchantId())
      .where('is_trial', '=', false)
      .executeTakeFirstOrThrow();
    const toAll = await sent({ audience: { kind: 'ALL' }, ...WORDS }, content);
    expect(toAll.recipients).toBe(Number(everyone.n));
    expect(await unread({ token: trial })).toBe(0);
    expect(await inbox({ token: trial })).toEqual({ list: [], total: 0, unread: 0 });
    expect(await unread(outsider)).toBe(2);
  });

  it('marks messages read one by one or all at once, and deletes them; the count follows', async () => {
    const reader = await person(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await sent({ audience: { kind: 'MEMBER', username: reader.username }, ...WORDS })).id);
    }
    expect(await unread(reader)).toBe(3);
    const marked = await t.call(readMessages, { token: reader.token, body: { ids: [ids[0]!, ids[0]!] } });
    expect(marked.body.value).toEqual({ count: 2 });
    // Marking again changes nothing.
    expect(
      (await t.call(readMessages, { token: reader.token, body: { ids: [ids[0]!] } })).body.value,
    ).toEqual({
      count: 2,
    });
    const page = await inbox(reader);
    expect(page.list.map((m) => [m.id, m.read])).toEqual([
      [ids[2], false],
      [ids[1], false],
      [ids[0], true],
    ]);
    expect(page).toMatchObject({ total: 3, unread: 2 });
    expect(
      (await t.call(deleteMessages, { token: reader.token, body: { ids: [ids[2]!] } })).body.value,
    ).toEqual({
      count: 1,
    });
    expect((await t.call(readMessages, { token: reader.token, body: { all: true } })).body.value).toEqual({
      count: 0,
    });
    expect((await inbox(reader)).list.map((m) => m.id)).toEqual([ids[1], ids[0]]);
    const [first] = (await t.call(listSentMessagesStaff, { token: support })).body.value!.list.filter(
      (m) => m.id === ids[0],
    );
    expect(first).toMatchObject({ recipients: 1, read: 1 });
  });

  it("refuses another member's message ids whole, in the member's language, and changes nothing", async () => {
    const [owner, stranger] = [await person(t), await person(t)];
    const mine = (await sent({ audience: { kind: 'MEMBER', username: stranger.username }, ...WORDS })).id;
    const theirs = (await sent({ audience: { kind: 'MEMBER', username: owner.username }, ...WORDS })).id;
    const refused = await t.call(readMessages, {
      token: stranger.token,
      headers: { language: 'BN' },
      body: { ids: [mine, theirs] },
    });
    expect(expectRefusal(refused, 'message.not.found', 404).message).toBe('আপনার ইনবক্সে এমন কোনো বার্তা নেই।');
    expectRefusal(
      await t.call(deleteMessages, { token: stranger.token, body: { ids: [theirs] } }),
      'message.not.found',
    );
    expectRefusal(
      await t.call(deleteMessages, { token: stranger.token, body: { ids: ['999999999'] } }),
      'message.not.found',
    );
    expect(await unread(stranger)).toBe(1);
    expect(await unread(owner)).toBe(1);
    for (const body of [
      { ids: [] },
      { ids: ['0'] },
      { ids: ['abc'] },
      { ids: [mine], all: true },
      { all: false },
      {},
    ]) {
      expectRefusal(
        await t.call(readMessages, { token: stranger.token, body: body as never }),
        'validation.failed',
        400,
      );
    }
    expectRefusal(
      await t.call(deleteMessages, { token: stranger.token, body: { ids: Array(101).fill(mine) } }),
      'validation.failed',
      400,
    );
    expectRefusal(await t.call(getUnreadCount, {}), 'login.not.session', 401);
  });

  it('keeps the unread count right while marks and reads race', async () => {
    const reader = await person(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await sent({ audience: { kind: 'MEMBER', username: reader.username }, ...WORDS })).id);
    }
    const answers = await Promise.all([
      ...ids.slice(0, 8).map((id) => t.call(readMessages, { token: reader.token, body: { ids: [id] } })),
      ...ids.slice(0, 4).map((id) => t.call(readMessages, { token: reader.token, body: { ids: [id] } })),
      ...Array.from({ length: 8 }, () => t.call(getUnreadCount, { token: reader.token })),
    ]);
    for (const answer of answers) expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    expect(await unread(reader)).toBe(4);
    expect((await inbox(reader)).unread).toBe(4);
  });

  it('refuses drafts that do not fit together and audiences nobody is in; support and content send, finance does not', async () => {
    const reader = await person(t);
    const bn = { headers: { language: 'BN' } };
    const halfWritten = await t.call(sendMessageStaff, {
      token: support,
      ...bn,
      body: {
        audience: { kind: 'MEMBER', username: reader.username },
        title: { EN: 'Hi' },
        body: { BN: 'হ্যালো' },
      },
    });
    expect(expectRefusal(halfWritten, 'message.invalid', 400).message).toContain('বার্তাটি মিলছে না');
    expectRefusal(
      await send({
        audience: { kind: 'MEMBER', username: reader.username },
        title: { EN: '  ' },
        body: { EN: ' ' },
      }),
      'message.invalid',
    );
    expectRefusal(
      await send({ audience: { kind: 'MEMBER', username: 'nobody-here' }, ...WORDS }),
      'message.no.recipients',
      409,
    );
    expectRefusal(await send({ audience: { kind: 'VIP', levels: [99] }, ...WORDS }), 'message.no.recipients');
    for (const body of [
      { audience: { kind: 'SOME' }, ...WORDS },
      { audience: { kind: 'ALL' }, title: { EN: 'x'.repeat(121) }, body: { EN: 'y' } },
      { audience: { kind: 'ALL' }, title: { XX: 'x' }, body: { XX: 'y' } },
      { audience: { kind: 'ALL', extra: 1 }, ...WORDS },
      { audience: { kind: 'VIP', levels: [] }, ...WORDS },
    ]) {
      expectRefusal(
        await t.call(sendMessageStaff, { token: support, body: body as never }),
        'validation.failed',
        400,
      );
    }
    const finance = await staffTokenFor(t, 'finance');
    expect(
      (await send({ audience: { kind: 'MEMBER', username: reader.username }, ...WORDS }, finance)).status,
    ).toBe(403);
    expect((await t.call(listSentMessagesStaff, { token: finance })).status).toBe(403);
    expect(await unread(reader)).toBe(0);
  });

  it('tells a member of a deposit credited, once, in their language, with the amount as money', async () => {
    const member = await person(t);
    await approvedDeposit(t, member.token, 1500);
    const system = () => t.services.messages.system.run();
    await Promise.all([system(), system(), system()]);
    expect(await system()).toBe(0);
    expect(await unread(member)).toBe(1);
    const [told] = (await inbox(member)).list;
    expect(told).toMatchObject({ source: 'SYSTEM', title: 'Deposit credited', read: false });
    expect(told!.body).toBe(`Your deposit of ${money(150_000n, 'en')} is in your wallet. Good luck!`);
    const [inBengali] = (await inbox(member, 'BN')).list;
    expect(inBengali).toMatchObject({ title: 'জমা যোগ হয়েছে' });
    expect(inBengali!.body).toContain(money(150_000n, 'bn'));
    // Another language the templates are not written in: the brand's default (Bengali).
    expect((await inbox(member, 'TH')).list[0]!.title).toBe('জমা যোগ হয়েছে');
  });

  it('tells a downline of a contract offered to them, the type in their language', async () => {
    const { A, A2 } = await buildTree(t, `mc${Math.random().toString(36).slice(2, 6)}`);
    const offered = await t.call(offerContract, {
      token: A.token,
      body: {
        account: A2.username,
        type: 'DAILY_SALARY',
        tiers: [{ minValidBet: 0, minActiveMembers: 0, minNetLoss: 0, rateBp: 50, fixed: 0 }],
      },
    });
    expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
    await t.services.messages.system.run();
    expect(await unread(A2)).toBe(1);
    expect(await unread(A)).toBe(0);
    const [told] = (await inbox(A2)).list;
    expect(told).toMatchObject({ source: 'SYSTEM', title: 'A contract is offered to you' });
    expect(told!.body).toContain('daily salary contract');
    expect((await inbox(A2, 'BN')).list[0]!.body).toContain('দৈনিক বেতন চুক্তির');
  });

  it('reads only the events since its last pass, less the overlap; a new node looks back days', async () => {
    const member = await person(t);
    const system = t.services.messages.system;
    await system.run();
    await approvedDeposit(t, member.token, 700);
    // Stamped an hour before the last pass: past the overlap, so this node's passes skip it.
    await sql`update deposits set decided_at = decided_at - interval '1 hour'
      where member_id = ${member.id}`.execute(t.db);
    expect(await system.run()).toBe(0);
    expect(await unread(member)).toBe(0);
    // A node's first pass (just started) reads the whole look-back and tells it, once.
    const fresh = new SystemMessages(t.db, t.clock, () => {});
    expect(await fresh.run()).toBe(1);
    expect(await fresh.run()).toBe(0);
    expect(await unread(member)).toBe(1);
  });

  it('writes a broadcast to 10,000 members in one statement', async () => {
    const merchant = await merchantId();
    await sql`insert into members (merchant_id, username, username_lower, password_hash, language)
      select ${merchant}, 'bulk' || g, 'bulk' || g, 'x', 'EN' from generate_series(1, 10000) g`.execute(t.db);
    const before = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchant)
      .where('is_trial', '=', false)
      .executeTakeFirstOrThrow();
    const message = await sent({ audience: { kind: 'ALL' }, ...WORDS }, content);
    expect(message.recipients).toBe(Number(before.n));
    expect(message.recipients).toBeGreaterThan(10_000);
  });

  /** Minor units as the brand's money in a language, the way the templates word it. */
  function money(minor: bigint, tag: string): string {
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'BDT',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number(minor) / 100);
  }

  async function merchantId(): Promise<number> {
    return (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  }
});

export type { Person };
