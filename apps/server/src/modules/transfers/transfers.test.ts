import { randomUUID } from 'node:crypto';
import { getTransferInfo, searchDownlines, transferToDownline, transferToUpline } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, registerMember } from '../../../test/helpers.js';
import { sealRaw } from '../../../test/raw-seal.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { DEMO_AGENT } from '../../db/seed/demo-brand.js';
import { balanceOf, PAY_PW, type Person, person, trialToken } from './transfer-test-kit.js';

let t: TestApp;
/** agent01 ─┬─ A (agent) ─┬─ A1
 *           │             └─ A2 (agent) ── A2a
 *           └─ B (agent) ── B1 */
let A: Person, A1: Person, A2: Person, A2a: Person, B: Person, B1: Person;
const prefix = `tr${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  t = await createTestApp();
  A = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true, prefix });
  A1 = await person(t, { parentCode: A.code!, prefix });
  A2 = await person(t, { parentCode: A.code!, agent: true, prefix });
  A2a = await person(t, { parentCode: A2.code!, prefix });
  B = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true, prefix });
  B1 = await person(t, { parentCode: B.code!, prefix });
  for (const who of [A, A1, A2, A2a, B, B1]) await fundMember(t, who.id, 100_000n);
});
afterAll(() => t.close());

const up = (who: Person, body: Record<string, unknown>) =>
  t.call(transferToUpline, { token: who.token, body: { amount: 10, paymentPassword: PAY_PW, ...body } });
const down = (who: Person, username: string, body: Record<string, unknown> = {}) =>
  t.call(transferToDownline, {
    token: who.token,
    body: { username, amount: 10, paymentPassword: PAY_PW, ...body },
  });

/** A sealed upline transfer whose amount is written as raw JSON text (`1e309`, `1e-7`, `10.000`). */
async function rawUp(who: Person, amountText: string) {
  const text = `{"amount":${amountText},"paymentPassword":"${PAY_PW}","ts":${t.clock.now().getTime()},"nonce":"${randomUUID()}"}`;
  const sealed = await sealRaw(t.services.sealed.publicKey(), text);
  const response = await t.app.inject({
    method: 'POST',
    url: transferToUpline.path,
    headers: { merchant: 'TESSERA', language: 'EN', authorization: who.token, encryption: sealed.header },
    payload: sealed.body,
  });
  return { status: response.statusCode, body: response.json(), cookies: {} };
}

/** Run `work` and expect no balance of the tree to have moved. */
async function nothingMoves(work: () => Promise<void>) {
  const before = await Promise.all([A, A1, A2, A2a, B, B1].map((p) => balanceOf(t, p.id)));
  await work();
  expect(await Promise.all([A, A1, A2, A2a, B, B1].map((p) => balanceOf(t, p.id)))).toEqual(before);
}

describe('transfer to the upline', () => {
  it('shows the upline and moves MAIN → MAIN, audited, once per request id', async () => {
    const info = (await t.call(getTransferInfo, { token: A1.token })).body.value!;
    expect(info).toMatchObject({
      upline: { account: A.username, nickname: null },
      isAgent: false,
      paymentPasswordSet: true,
      currencySymbol: '৳',
      scale: 2,
    });
    const [mine, theirs] = [await balanceOf(t, A1.id), await balanceOf(t, A.id)];
    expect(info.balance).toBe(Number(mine) / 100);

    const requestId = randomUUID();
    const sent = await up(A1, { amount: 12.5, requestId });
    expect(sent.body.value).toMatchObject({
      amount: 12.5,
      balance: Number(mine - 1250n) / 100,
      to: A.username,
      replayed: false,
    });
    expect(await balanceOf(t, A1.id)).toBe(mine - 1250n);
    expect(await balanceOf(t, A.id)).toBe(theirs + 1250n);

    const again = await up(A1, { amount: 12.5, requestId });
    expect(again.body.value).toMatchObject({ transferId: sent.body.value!.transferId, replayed: true });
    expect(await balanceOf(t, A1.id)).toBe(mine - 1250n);
    expectRefusal(await up(A1, { amount: 13, requestId }), 'transfer.id.conflict', 409);

    const row = await t.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('id', '=', sent.body.value!.transferId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'UPLINE_TRANSFER',
      ref_type: 'member-transfer',
      ref_id: String(A.id),
      amount: 1250n,
    });
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['target', 'actor_type'])
      .where('actor_id', '=', A1.id)
      .where('action', '=', 'member.transfer.upline')
      .execute();
    expect(audits).toEqual([{ target: `member:${A.id}`, actor_type: 'member' }]);
    await t.verifyLedger();
  });

  it('agents send to their own upline too', async () => {
    const sent = await up(A2, { amount: 1 });
    expect(sent.body.value!.to).toBe(A.username);
  });

  it('refuses wrong, malformed and absent payment passwords; nothing moves', async () => {
    await nothingMoves(async () => {
      expectRefusal(await up(A1, { paymentPassword: '000000' }), 'invalid.payment.pw');
      expectRefusal(await up(A1, { paymentPassword: '' }), 'invalid.payment.pw');
      expectRefusal(await up(A1, { paymentPassword: undefined }), 'validation.failed');
      expectRefusal(await up(A1, { paymentPassword: 246810 }), 'validation.failed');
    });
    const none = await person(t, { parentCode: A.code!, paymentPassword: null });
    await fundMember(t, none.id, 10_000n);
    expectRefusal(await up(none, {}), 'not.exists.payment.password');
    expect((await t.call(getTransferInfo, { token: none.token })).body.value!.paymentPasswordSet).toBe(false);
    expect(await balanceOf(t, none.id)).toBe(10_000n);
  });

  it('refuses bad amounts and overdrafts; nothing moves', async () => {
    await nothingMoves(async () => {
      for (const amount of [0, -1, -0.01, 10.123, 1e-7]) {
        const code = amount > 0 ? 'amount.invalid' : 'validation.failed';
        expectRefusal(await up(A1, { amount }), code);
      }
      for (const amount of ['10', 'NaN', null, 1e13, Number.POSITIVE_INFINITY, true, [10]]) {
        expectRefusal(await up(A1, { amount }), 'validation.failed');
      }
      for (const text of ['1e309', '-1e309', '1e-7', '10.001', '"1e3"']) {
        const code = text === '1e-7' || text === '10.001' ? 'amount.invalid' : 'validation.failed';
        expectRefusal(await rawUp(A1, text), code);
      }
      expectRefusal(await up(A1, { amount: 1_000_000 }), 'balance.insufficient');
      expectRefusal(await up(A1, { requestId: 'not-a-uuid' }), 'validation.failed');
    });
    await t.verifyLedger();
  });

  it('refuses without an upline, to a disabled upline, for trial members and without a session', async () => {
    const orphan = await person(t);
    await fundMember(t, orphan.id, 10_000n);
    expect((await t.call(getTransferInfo, { token: orphan.token })).body.value!.upline).toBeNull();
    expectRefusal(await up(orphan, {}), 'transfer.no.upline');

    const boss = await person(t, { parentCode: DEMO_AGENT.affiliateCode, agent: true, prefix });
    const worker = await person(t, { parentCode: boss.code! });
    await fundMember(t, worker.id, 10_000n);
    await t.db.updateTable('members').set({ status: 'DISABLED' }).where('id', '=', boss.id).execute();
    expectRefusal(await up(worker, {}), 'transfer.target.invalid');
    expect(await balanceOf(t, worker.id)).toBe(10_000n);

    const trial = await trialToken(t);
    expectRefusal(
      await t.call(transferToUpline, { token: trial, body: { amount: 1, paymentPassword: PAY_PW } }),
      'trial.not.allowed',
      403,
    );
    expectRefusal(await t.call(getTransferInfo, { token: trial }), 'trial.not.allowed', 403);
    expectRefusal(
      await t.call(transferToUpline, { body: { amount: 1, paymentPassword: PAY_PW } }),
      'login.not.session',
      401,
    );
    expectRefusal(
      await t.call(transferToUpline, {
        token: A1.token,
        body: { amount: 1, paymentPassword: PAY_PW },
        seal: false,
      }),
      'encryption.required',
    );
  });
});

describe('transfer to a downline', () => {
  it('reaches members at any depth below the agent', async () => {
    const [a, a1, a2a] = [await balanceOf(t, A.id), await balanceOf(t, A1.id), await balanceOf(t, A2a.id)];
    const direct = await down(A, A1.username, { amount: 5 });
    expect(direct.body.value).toMatchObject({ to: A1.username, amount: 5, replayed: false });
    // Usernames match case-insensitively.
    const deep = await down(A, A2a.username.toUpperCase(), { amount: 7.25 });
    expect(deep.body.value!.to).toBe(A2a.username);
    expect(await balanceOf(t, A.id)).toBe(a - 500n - 725n);
    expect(await balanceOf(t, A1.id)).toBe(a1 + 500n);
    expect(await balanceOf(t, A2a.id)).toBe(a2a + 725n);
    const row = await t.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'ref_type'])
      .where('id', '=', deep.body.value!.transferId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'DOWNLINE_TRANSFER', ref_type: 'member-transfer' });
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('target')
        .where('actor_id', '=', A.id)
        .where('action', '=', 'member.transfer.downline')
        .execute(),
    ).toHaveLength(2);
    await t.verifyLedger();
  });

  it("never reaches a sibling, a sibling's member, an ancestor, itself, or an unknown name", async () => {
    await nothingMoves(async () => {
      for (const target of [B.username, B1.username, DEMO_AGENT.username, A.username, 'nobody-here']) {
        expectRefusal(await down(A, target), 'transfer.target.invalid');
      }
      // A sub-agent cannot reach its upline's other members or its upline.
      for (const target of [A1.username, A.username, B1.username]) {
        expectRefusal(await down(A2, target), 'transfer.target.invalid');
      }
    });
  });

  it('never reaches a member of another brand, even one whose path names the agent', async () => {
    const brand = await t.db
      .selectFrom('merchants')
      .selectAll()
      .where('code', '=', 'TESSERA')
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, ...rest } = brand;
    const json = (value: unknown) => JSON.stringify(value);
    const other = await t.db
      .insertInto('merchants')
      .values({
        ...rest,
        code: `OTHER${prefix}`.toUpperCase(),
        languages: json(rest.languages),
        flags: json(rest.flags),
        modules: json(rest.modules),
        register_settings: json(rest.register_settings),
        status_settings: json(rest.status_settings),
        resources: json(rest.resources),
        cdn: json(rest.cdn),
        wallet_settings: json(rest.wallet_settings),
        cashier_settings: json(rest.cashier_settings),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stranger = `${prefix}stranger`;
    await t.db
      .insertInto('members')
      .values({
        merchant_id: other.id,
        username: stranger,
        username_lower: stranger,
        password_hash: 'x',
        path: `/${A.id}/`,
        language: 'EN',
      })
      .execute();
    await nothingMoves(async () => {
      expectRefusal(await down(A, stranger), 'transfer.target.invalid');
    });
    const found = await t.call(searchDownlines, { token: A.token, query: { username: prefix } });
    expect(found.body.value!.list.map((row) => row.account)).not.toContain(stranger);
  });

  it('refuses non-agents, wrong payment passwords, disabled targets and bad amounts', async () => {
    await nothingMoves(async () => {
      expectRefusal(await down(A1, A2a.username), 'agent.only', 403);
      expectRefusal(
        await t.call(searchDownlines, { token: A1.token, query: { username: prefix } }),
        'agent.only',
        403,
      );
      expectRefusal(await down(A, A1.username, { paymentPassword: '999999' }), 'invalid.payment.pw');
      for (const amount of [0, -5, 0.001, 'abc', Number.NaN]) {
        expect((await down(A, A1.username, { amount })).body.success).toBe(false);
      }
      expectRefusal(await down(A, A1.username, { amount: 10_000_000 }), 'balance.insufficient');
      expectRefusal(await down(A, ''), 'validation.failed');
    });
    const gone = await person(t, { parentCode: A.code!, prefix });
    await t.db.updateTable('members').set({ status: 'DISABLED' }).where('id', '=', gone.id).execute();
    expectRefusal(await down(A, gone.username), 'transfer.target.invalid');
    await t.db.updateTable('members').set({ status: 'ACTIVE' }).where('id', '=', gone.id).execute();
  });
});

describe('searching my downlines', () => {
  it("finds the agent's team at any depth by username prefix, paged, and nobody else", async () => {
    const search = (who: Person, username: string, page: Record<string, string> = {}) =>
      t.call(searchDownlines, { token: who.token, query: { username, ...page } });
    const all = (await search(A, prefix, { pageSize: '50' })).body.value!;
    const names = all.list.map((row) => row.account);
    expect(names).toEqual(expect.arrayContaining([A1.username, A2.username, A2a.username]));
    expect(names).not.toContain(A.username);
    expect(names).not.toContain(B.username);
    expect(names).not.toContain(B1.username);
    expect(all.list.find((row) => row.account === A2a.username)!.level).toBe(2);
    expect(all.list.find((row) => row.account === A1.username)!.level).toBe(1);
    expect(all.total).toBe(names.length);

    const page1 = (await search(A, prefix, { pageSize: '2', pageNo: '1' })).body.value!;
    const page2 = (await search(A, prefix, { pageSize: '2', pageNo: '2' })).body.value!;
    expect(page1.list).toHaveLength(2);
    expect([...page1.list, ...page2.list].map((row) => row.account)).toEqual(names.slice(0, 4));

    expect((await search(A, A2a.username.toUpperCase())).body.value!.list.map((r) => r.account)).toEqual([
      A2a.username,
    ]);
    expect((await search(B, prefix)).body.value!.list.map((r) => r.account)).toEqual([B1.username]);
    expect((await search(A2, prefix)).body.value!.list.map((r) => r.account)).toEqual([A2a.username]);
    // Wildcards are text, not patterns.
    for (const text of ['%', '_', `${prefix.slice(0, 2)}%`]) {
      expect((await search(A, text)).body.value!.total).toBe(0);
    }
  });

  it('refuses bad paging', async () => {
    for (const query of [
      { pageNo: '0' },
      { pageNo: '-1' },
      { pageSize: '51' },
      { pageSize: 'abc' },
      { pageNo: '1.5' },
    ]) {
      expectRefusal(
        await t.call(searchDownlines, { token: A.token, query: { username: prefix, ...query } }),
        'validation.failed',
      );
    }
  });
});

describe('members without a team', () => {
  it('a registered member with no upline sees no upline and is told so', async () => {
    const lone = await registerMember(t);
    const info = (await t.call(getTransferInfo, { token: lone.token })).body.value!;
    expect(info).toMatchObject({ upline: null, isAgent: false, paymentPasswordSet: false, balance: 0 });
  });
});
