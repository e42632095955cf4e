import {
  approveApplication,
  createPromotion,
  forfeitStaffBonus,
  getApplicationProof,
  getDashboard,
  getStaffPromotion,
  joinPromotion,
  listApplications,
  listStaffBonuses,
  listStaffPromotions,
  previewPromotion,
  rejectApplication,
  requestReward,
  setPromotionStatus,
  updatePromotion,
} from '@tessera/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffToken, staffTokenFor } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import { approvedDeposit, cardOf, livePromotion, newMember, wallets } from './reward-test-kit.js';

/** 1×1 images: a real PNG, and a GIF (its bytes say so, whatever the label). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_AS_PNG = 'data:image/png;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const INPUT = {
  type: 'DEPOSIT' as const,
  title: { EN: 'Reload', BN: 'রিলোড' },
  startsAt: '2026-01-01T00:00:00Z',
  rewardBp: 2_000,
  rewardCap: 300,
  wagering: 5,
  weights: { RNG: 100, LIVE: 20 },
  maxBet: 50,
};

describe('promotions in the back office', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.updateTable('promotions').set({ status: 'ENDED' }).execute();
  });

  it('writes a draft, refuses rules that do not fit, previews the card, and moves its status', async () => {
    const refusedRule = async (patch: Record<string, unknown>, rule: string) => {
      const result = await t.call(createPromotion, { token: admin, body: { ...INPUT, ...patch } });
      expect(expectRefusal(result, 'promotion.rules.invalid').message).toContain(rule);
    };
    await refusedRule({ type: 'APPLIED' }, 'no deposit to take a percent of');
    await refusedRule({ endsAt: '2025-12-31T00:00:00Z' }, 'end after it starts');
    await refusedRule({ channels: ['NOPE'] }, 'channel');
    await refusedRule({ wagering: 0 }, 'max bet only applies while wagering');
    await refusedRule({ title: { EN: '  ' } }, 'a title');
    await refusedRule({ rewardBp: 0, rewardFixed: 0 }, 'a fixed reward or a percent');
    await refusedRule({ rewardCap: 1.234 }, 'too many decimals');
    await refusedRule({ wagering: 2.345 }, 'at most two decimals');

    const created = await t.call(createPromotion, {
      token: admin,
      body: { ...INPUT, wagering: 1.15, content: { EN: '<p onclick="x()">Hi<script>alert(1)</script></p>' } },
    });
    const draft = created.body.value!;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      rewardCap: 300,
      wagering: 1.15,
      maxBet: 50,
      weights: { RNG: 100, LIVE: 20 },
    });
    expect(draft.content.EN).toBe('<p>Hi</p>');
    expect(
      (await t.call(getStaffPromotion, { token: admin, params: { id: draft.id } })).body.value!.stats,
    ).toEqual({
      entries: 0,
      rewarded: 0,
      cost: 0,
      converted: 0,
      applying: 0,
    });
    expectRefusal(
      await t.call(updatePromotion, {
        token: admin,
        params: { id: draft.id },
        body: { ...INPUT, type: 'FIRST_DEPOSIT' },
      }),
      'promotion.rules.invalid',
    );

    const preview = await t.call(previewPromotion, { token: admin, body: { input: INPUT, language: 'BN' } });
    expect(preview.body.value).toMatchObject({
      title: 'রিলোড',
      state: 'JOIN',
      rules: { rewardBp: 2_000, maxBet: 50 },
    });

    const live = await t.call(setPromotionStatus, {
      token: admin,
      params: { id: draft.id },
      body: { status: 'LIVE' },
    });
    expect(live.body.value!.status).toBe('LIVE');
    const member = await newMember(t);
    await cardOf(t, member.token, draft.id);
    await t.call(setPromotionStatus, { token: admin, params: { id: draft.id }, body: { status: 'DRAFT' } });
    expect(
      (await t.call(getStaffPromotion, { token: admin, params: { id: draft.id } })).body.value!.status,
    ).toBe('DRAFT');
    await t.call(setPromotionStatus, { token: admin, params: { id: draft.id }, body: { status: 'ENDED' } });
    expectRefusal(
      await t.call(setPromotionStatus, { token: admin, params: { id: draft.id }, body: { status: 'LIVE' } }),
      'promotion.status.invalid',
    );
    expectRefusal(
      await t.call(updatePromotion, { token: admin, params: { id: draft.id }, body: INPUT }),
      'promotion.status.invalid',
    );

    // A live promotion somebody entered cannot go back to draft.
    const entered = await livePromotion(t, { joinRequired: true });
    expect(
      (await t.call(joinPromotion, { token: member.token, body: { promotionId: entered } })).body.success,
    ).toBe(true);
    expectRefusal(
      await t.call(setPromotionStatus, { token: admin, params: { id: entered }, body: { status: 'DRAFT' } }),
      'promotion.status.invalid',
    );
  });

  it('lets each role do only its part', async () => {
    const support = await staffTokenFor(t, 'support');
    const content = await staffTokenFor(t, 'content');
    expect((await t.call(listStaffPromotions, { token: support })).body.success).toBe(true);
    expectRefusal(await t.call(createPromotion, { token: support, body: INPUT }), 'staff.forbidden');
    expect((await t.call(createPromotion, { token: content, body: INPUT })).body.success).toBe(true);
    expectRefusal(
      await t.call(approveApplication, { token: content, params: { id: '1' }, body: { amount: null } }),
      'staff.forbidden',
    );
    expectRefusal(
      await t.call(forfeitStaffBonus, { token: support, params: { id: '1' }, body: { reason: 'abuse' } }),
      'staff.forbidden',
    );
  });

  it('applications: proofs checked by their bytes, queued, granted once however many approvals race, or rejected with a reason', async () => {
    const id = await livePromotion(t, { type: 'APPLIED', rewardFixed: 100, rewardBp: 0, rewardCap: 150 });
    const a = await newMember(t);
    const apply = (token: string, proofs: string[]) =>
      t.call(requestReward, { token, body: { promotionId: id, remark: 'Won 80x on Fruit Party', proofs } });
    expectRefusal(await apply(a.token, [GIF_AS_PNG]), 'promotion.proof.invalid');
    expectRefusal(await apply(a.token, [PNG, PNG, PNG, PNG]), 'promotion.proof.invalid');
    expect((await apply(a.token, [PNG, PNG])).body.value!.state).toBe('APPLYING');
    expectRefusal(await apply(a.token, [PNG]), 'promotion.joined.already');

    const queue = (await t.call(listApplications, { token: admin, query: { promotionId: id } })).body.value!;
    expect(queue.list).toHaveLength(1);
    const application = queue.list[0]!;
    expect(application).toMatchObject({ remark: 'Won 80x on Fruit Party', proofCount: 2, state: 'APPLYING' });
    const proof = await t.call(getApplicationProof, {
      token: admin,
      params: { id: application.entryId, index: 2 },
    });
    expect(proof.body.value).toMatchObject({ contentType: 'image/png', dataUrl: PNG });
    expectRefusal(
      await t.call(approveApplication, {
        token: admin,
        params: { id: application.entryId },
        body: { amount: 151 },
      }),
      'promotion.amount.invalid',
    );

    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(approveApplication, {
          token: admin,
          params: { id: application.entryId },
          body: { amount: 120 },
        }),
      ),
    );
    expect(approvals.filter((r) => r.body.success)).toHaveLength(1);
    expect(approvals.filter((r) => r.body.errorCode === 'promotion.application.decided')).toHaveLength(19);
    expect(await wallets(t, a.memberId)).toEqual({ main: 12_000n, bonus: 0n });
    expect((await cardOf(t, a.token, id)).state).toBe('CLAIMED');

    const b = await newMember(t);
    await apply(b.token, [PNG]);
    const other = (await t.call(listApplications, { token: admin, query: { promotionId: id } })).body.value!
      .list[0]!;
    const rejected = await t.call(rejectApplication, {
      token: admin,
      params: { id: other.entryId },
      body: { reason: 'The screenshot shows a 20x win' },
    });
    expect(rejected.body.value).toMatchObject({
      state: 'REJECTED',
      reason: 'The screenshot shows a 20x win',
    });
    expect(await cardOf(t, b.token, id)).toMatchObject({
      state: 'REJECTED',
      entry: { reason: 'The screenshot shows a 20x win' },
    });
    expectRefusal(
      await t.call(approveApplication, {
        token: admin,
        params: { id: other.entryId },
        body: { amount: null },
      }),
      'promotion.application.decided',
    );
    const decided = (
      await t.call(listApplications, { token: admin, query: { state: 'DECIDED', promotionId: id } })
    ).body.value!;
    expect(decided.list.map((row) => row.state).sort()).toEqual(['CLAIMED', 'REJECTED']);
    const stats = (await t.call(getStaffPromotion, { token: admin, params: { id } })).body.value!.stats;
    expect(stats).toMatchObject({ entries: 2, rewarded: 1, cost: 120, applying: 0 });
    await t.verifyLedger();
  });

  it('finds bonuses by member and takes one back with a reason (audited); NGR counts what came back', async () => {
    const id = await livePromotion(t, { joinRequired: false, rewardFixed: 80, rewardBp: 0, wagering: 10 });
    const member = await newMember(t);
    const ngrToday = async () =>
      (await t.call(getDashboard, { token: admin, query: { days: 1 } })).body.value!.days.at(-1)!;
    const before = await ngrToday();
    await approvedDeposit(t, member.token, 200);
    const issued = await ngrToday();
    expect(issued.ggr - issued.ngr - (before.ggr - before.ngr)).toBeCloseTo(80, 6);

    const list = (await t.call(listStaffBonuses, { token: admin, query: { memberId: member.memberId } })).body
      .value!;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      username: expect.any(String),
      amount: 80,
      required: 800,
      state: 'WAGERING',
    });
    const taken = await t.call(forfeitStaffBonus, {
      token: admin,
      params: { id: list.list[0]!.id },
      body: { reason: 'Two accounts on one device' },
    });
    expect(taken.body.value).toMatchObject({ state: 'FORFEITED' });
    expect(await wallets(t, member.memberId)).toEqual({ main: 20_000n, bonus: 0n });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'bonus.forfeit')
      .where('target', '=', list.list[0]!.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ reason: 'Two accounts on one device', amount: '8000' });
    const after = await ngrToday();
    expect(after.ggr - after.ngr).toBeCloseTo(before.ggr - before.ngr, 6);
    expect(
      (await t.call(getStaffPromotion, { token: admin, params: { id } })).body.value!.stats.rewarded,
    ).toBe(1);
    await t.verifyLedger();
  });
});
