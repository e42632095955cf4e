import { getRebateDetails, getVipLevelsStaff, putVipLevels } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { logIn, playRound } from '../records/records-test-kit.js';
import { REBATES } from './rebates.js';
import { addCategoryGames, CATEGORY_GAMES, foldAll, newMember, wallets } from './reward-test-kit.js';

describe('rebates paid as bets settle', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  const fold = () => foldAll(t);
  const play = (memberId: number, stake: number) =>
    playRound(t, vendor, memberId, { gameCode: CATEGORY_GAMES.RNG, bets: [stake], win: 0 });

  it('pays what each settled bet adds, once however many passes race, and the day’s settlement pays the rest', async () => {
    const admin = await staffToken(t);
    const table = (await t.call(getVipLevelsStaff, { token: admin })).body.value!;
    expect(table.rebateMode).toBe('DAILY');
    const levels = table.levels.map(({ members: _m, ...level }) => level);
    const saved = await t.call(putVipLevels, {
      token: admin,
      body: { levels, version: table.version, rebateMode: 'REALTIME' },
    });
    expect(saved.body.value?.rebateMode).toBe('REALTIME');

    const member = await newMember(t);
    await fund(t, member.memberId, 100_000n);
    const start = (await wallets(t, member.memberId)).main;
    const rebates = t.services.rewards.realtimeRebates;

    // Slots at 1.2 %: 100.00 of valid bet owes 1.20, paid by the first pass after the fold.
    await play(member.memberId, 10_000);
    expect(await rebates.run()).toBe(0);
    await fold();
    expect(await rebates.run()).toBe(1);
    expect(await rebates.run()).toBe(0);
    expect((await wallets(t, member.memberId)).main - start).toBe(-10_000n + 120n);

    // 55.55 more: the day now owes 1.8666 → 1.86, of which 0.66 is new; three passes race for it.
    await play(member.memberId, 5_555);
    await fold();
    await Promise.all([rebates.run(), rebates.run(), rebates.run()]);
    expect((await wallets(t, member.memberId)).main - start).toBe(-15_555n + 186n);
    const token = await logIn(t, member);
    const details = (await t.call(getRebateDetails, { token })).body.value!;
    expect(details.mode).toBe('REALTIME');
    expect(details.paid).toMatchObject([{ category: 'RNG', validBet: 155.55, amount: 1.86 }]);

    // A bet folded after the last pass of the day: the day's settlement pays what it adds.
    await play(member.memberId, 4_445);
    t.clock.advance(24 * 3_600_000);
    await fold();
    await t.services.rewards.periods.settleDue(REBATES);
    // 200.00 at 1.2 % = 2.40 in all for the day.
    expect((await wallets(t, member.memberId)).main - start).toBe(-20_000n + 240n);
    expect(await rebates.run()).toBe(0);
    await t.verifyLedger();
  });
});
