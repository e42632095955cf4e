import {
  getMemberInfo,
  getMemberLedgerStaff,
  getMemberStaff,
  listMembersStaff,
  login,
  putMemberStatus,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, registerMember, solveHumanCheck, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_MEMBER } from '../../db/seed/demo-brand.js';
import { createGeoIpLocator } from '../site/geo-ip.js';

describe('members in the back office', () => {
  let t: TestApp;
  let support: string;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp({ geo: createGeoIpLocator() });
    support = await staffTokenFor(t, 'support');
    merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const search = async (q?: string, page: { pageNo?: number; pageSize?: number } = {}) => {
    const answer = await t.call(listMembersStaff, {
      token: support,
      query: { ...(q === undefined ? {} : { q }), ...page },
    });
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value!;
  };
  const ids = async (q: string) => (await search(q)).list.map((row) => row.id);

  it('finds a member by id, username prefix, mobile, e-mail, real name, IP and invitation code', async () => {
    const { member, username } = await registerMember(t);
    await t.db
      .updateTable('members')
      .set({
        mobile_num: '1712345678',
        country_dialing_code: '+880',
        email: 'Finder.Keeper@example.com',
        payee_name: 'Rahim Uddin',
        affiliate_code: 'INV7731',
        last_login_ip: '203.0.113.77',
      })
      .where('id', '=', member.id)
      .execute();
    expect(await ids(String(member.id))).toContain(member.id);
    expect(await ids(username.slice(0, -2).toUpperCase())).toContain(member.id);
    expect(await ids('1712345678')).toEqual([member.id]);
    // As staff type a phone: the local trunk 0, the dialing code in front, spaces and a plus.
    for (const typed of ['01712345678', '8801712345678', '+880 1712-345678']) {
      expect(await ids(typed), typed).toEqual([member.id]);
    }
    expect(await ids('9901712345678')).toEqual([]);
    expect(await ids('finder.keeper@EXAMPLE.com')).toEqual([member.id]);
    expect(await ids('rahim ud')).toEqual([member.id]);
    // A prefix ending in a character outside ASCII (its successor bounds the index range).
    await t.db.updateTable('members').set({ payee_name: 'রহিম উদ্দিন' }).where('id', '=', member.id).execute();
    expect(await ids('রহিম')).toEqual([member.id]);
    expect(await ids('রহিম উদ্দিন')).toEqual([member.id]);
    expect(await ids('রহিমা')).toEqual([]);
    expect(await ids('203.0.113.77')).toEqual([member.id]);
    expect(await ids('INV7731')).toEqual([member.id]);
    // A code the agent made (issue 14), also when it is all digits.
    const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('agent_invitations')
      .values([
        { merchant_id: merchant.id, code: 'MADE4412', agent_id: member.id, kind: 'MEMBER' },
        { merchant_id: merchant.id, code: '88004412', agent_id: member.id, kind: 'AGENT' },
      ])
      .execute();
    expect(await ids('MADE4412')).toEqual([member.id]);
    expect(await ids('88004412')).toEqual([member.id]);
    // Wildcards are letters here, not patterns: `%` finds nobody.
    expect(await ids('%')).toEqual([]);
    expect(await ids('nobody-by-this-name')).toEqual([]);
    const row = (await search(String(member.id))).list.find((r) => r.id === member.id)!;
    expect(row).toMatchObject({
      username,
      status: 'ACTIVE',
      mobile: '+880 1712345678',
      payeeName: 'রহিম উদ্দিন',
    });
  });

  it('answers a search usernames first in byte order, then real names, then exact matches, page by page', async () => {
    const named = async (username: string, payeeName: string | null = null) => {
      const { member } = await registerMember(t);
      await t.db
        .updateTable('members')
        .set({ username, username_lower: username.toLowerCase(), payee_name: payeeName })
        .where('id', '=', member.id)
        .execute();
      return member.id;
    };
    const zb = await named('qzb1');
    const za = await named('qza2');
    const zA = await named('qzA3');
    const real = await named('other1', 'Qz Rahman');
    const code = await named('other2');
    await t.db.updateTable('members').set({ affiliate_code: 'qz' }).where('id', '=', code).execute();
    // `qza2` before `qzb1` though registered after; `qzA3` is `qza3` in lower case.
    expect(await ids('qz')).toEqual([za, zA, zb, real, code]);
    const pages = [await search('qz', { pageSize: 2 }), await search('qz', { pageSize: 2, pageNo: 3 })];
    expect(pages.map((page) => [page.list.map((row) => row.id), page.hasMore])).toEqual([
      [[za, zA], true],
      [[code], false],
    ]);
  });

  it('pages the newest members first and says whether more follow', async () => {
    for (let i = 0; i < 3; i++) await registerMember(t);
    const first = await search(undefined, { pageSize: 2 });
    const second = await search(undefined, { pageSize: 2, pageNo: 2 });
    expect(first.list).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.list[0]!.id).toBeGreaterThan(first.list[1]!.id);
    expect(second.list[0]!.id).toBeLessThan(first.list[1]!.id);
  });

  it("shows a member's page: upline chain, wallets and logins", async () => {
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', DEMO_MEMBER.username)
      .executeTakeFirstOrThrow();
    await t.call(login, {
      body: {
        username: DEMO_MEMBER.username,
        password: DEMO_MEMBER.password,
        humanCheck: await solveHumanCheck(t, '81.2.69.142'),
      },
      ip: '81.2.69.142',
    });
    await fundMember(t, row.id, 12_345n);
    const page = await t.call(getMemberStaff, { token: support, params: { memberId: row.id } });
    expect(page.body.success, JSON.stringify(page.body)).toBe(true);
    const value = page.body.value!;
    expect(value.member.username).toBe(DEMO_MEMBER.username);
    expect(value.uplines.map((u) => u.type)).toEqual([1]);
    expect(value.wallets.find((w) => w.kind === 'MAIN')?.balance).toBeGreaterThanOrEqual(123.45);
    // The login from a British address: its country placed by the offline database.
    expect(value.logins[0]).toMatchObject({ ip: '81.2.69.142', country: 'GB', endedAt: null });
    expectRefusal(
      await t.call(getMemberStaff, { token: support, params: { memberId: 999_999 } }),
      'object.not.found',
    );
  });

  it('lists the ledger statement newest first with the balance after each line, page by page', async () => {
    const { member } = await registerMember(t);
    for (const minor of [1_000n, 2_500n, 400n]) await fundMember(t, member.id, minor);
    const read = (before?: string) =>
      t.call(getMemberLedgerStaff, {
        token: support,
        params: { memberId: member.id },
        query: { pageSize: 2, ...(before ? { before } : {}) },
      });
    const first = (await read()).body.value!;
    expect(first.list.map((l) => [l.amount, l.balanceAfter])).toEqual([
      [4, 39],
      [25, 35],
    ]);
    expect(first.hasMore).toBe(true);
    const second = (await read(first.list.at(-1)!.seq)).body.value!;
    expect(second.list.map((l) => [l.amount, l.balanceAfter, l.wallet])).toEqual([[10, 10, 'MAIN']]);
    expect(second.hasMore).toBe(false);
    await t.verifyLedger();
  });

  it('freezes a member: the open session ends and login is refused until unfrozen; audited', async () => {
    const { member, username, password, token } = await registerMember(t);
    expect((await t.call(getMemberInfo, { token })).body.success).toBe(true);
    const frozen = await t.call(putMemberStatus, {
      token: support,
      params: { memberId: member.id },
      body: { status: 'DISABLED', reason: 'chargeback under review' },
    });
    expect(frozen.body.value).toEqual({ id: member.id, status: 'DISABLED' });
    expectRefusal(await t.call(getMemberInfo, { token }), 'user.or.token.invalid', 401);
    const signIn = async () =>
      t.call(login, { body: { username, password, humanCheck: await solveHumanCheck(t) } });
    expectRefusal(await signIn(), 'member.disabled');

    await t.call(putMemberStatus, {
      token: support,
      params: { memberId: member.id },
      body: { status: 'ACTIVE', reason: 'cleared' },
    });
    const back = await signIn();
    expect(back.body.success, JSON.stringify(back.body)).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', `member:${member.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['member.freeze', 'member.unfreeze']);
    expect(JSON.stringify(audit[0]!.details)).toContain('chargeback under review');
  });

  it('answers bad input with envelope errors and changes nothing', async () => {
    const bad = [
      await t.call(getMemberStaff, { token: support, path: '/bo/api/members/abc' }),
      await t.call(getMemberStaff, { token: support, path: '/bo/api/members/-1' }),
      await t.call(listMembersStaff, { token: support, query: { q: 'x'.repeat(101) } }),
      await t.call(listMembersStaff, { token: support, query: { pageSize: 1000 } as never }),
      await t.call(listMembersStaff, { token: support, query: { q: 'a\u0000b' } }),
      await t.call(getMemberLedgerStaff, {
        token: support,
        params: { memberId: 1 },
        query: { before: '1e9' },
      }),
      await t.call(putMemberStatus, {
        token: support,
        params: { memberId: 1 },
        body: { status: 'GONE', reason: 'x' } as never,
      }),
      await t.call(putMemberStatus, {
        token: support,
        params: { memberId: 1 },
        body: { status: 'DISABLED', reason: ' ' },
      }),
    ];
    for (const answer of bad) {
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
    const disabled = await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'DISABLED')
      .execute();
    expect(disabled).toEqual([]);
  });
});
