import { randomUUID } from 'node:crypto';
import {
  approveDeposit,
  createPromotion,
  listPromotions,
  type PromotionCard,
  type PromotionInput,
  postDeposit,
  setPromotionStatus,
  type VipLevelInput,
} from '@tessera/contracts';
import { registerMember, staffToken } from '../../../test/helpers.js';
import type { TestApp } from '../../../test/test-app.js';
import { foldPlay } from '../agents/play-roll-up.js';
import { SEAMLESS_VENDOR } from '../provider/provider-test-kit.js';

/** Test helpers of the reward engine (not a test file itself). */

/** A promotion that is live from a minute ago; `input` overrides the defaults. */
export async function livePromotion(t: TestApp, input: Partial<PromotionInput> = {}): Promise<string> {
  const staff = await staffToken(t);
  const body = {
    type: 'DEPOSIT' as const,
    title: { EN: 'Test promotion', BN: 'পরীক্ষা প্রোমোশন' },
    startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    rewardFixed: 0,
    rewardBp: 10_000,
    ...input,
  };
  const created = await t.call(createPromotion, { token: staff, body });
  if (!created.body.success) throw new Error(`promotion refused: ${JSON.stringify(created.body)}`);
  const id = created.body.value!.id;
  const live = await t.call(setPromotionStatus, { token: staff, params: { id }, body: { status: 'LIVE' } });
  if (!live.body.success) throw new Error(`promotion not live: ${JSON.stringify(live.body)}`);
  return id;
}

/** A member registered through the API. */
export async function newMember(t: TestApp) {
  const member = await registerMember(t);
  return {
    token: member.token,
    memberId: member.member.id,
    username: member.username,
    password: member.password,
  };
}

/** A bank deposit made by the member and approved by staff, through the API; answers its id. */
export async function approvedDeposit(
  t: TestApp,
  token: string,
  amount: number,
  channel = 'BANK',
): Promise<string> {
  const made = await t.call(postDeposit, { token, body: { channel, amount, requestId: randomUUID() } });
  if (!made.body.success) throw new Error(`deposit refused: ${JSON.stringify(made.body)}`);
  const id = made.body.value!.id;
  const approved = await t.call(approveDeposit, { token: await staffToken(t), params: { id } });
  if (!approved.body.success) throw new Error(`approval refused: ${JSON.stringify(approved.body)}`);
  return id;
}

/** The member's card of one promotion, as the promotions page lists it. */
export async function cardOf(t: TestApp, token: string, id: string): Promise<PromotionCard> {
  const list = await t.call(listPromotions, { token });
  const card = list.body.value?.list.find((c) => c.id === id);
  if (!card) throw new Error(`promotion ${id} is not listed: ${JSON.stringify(list.body)}`);
  return card;
}

/** Balances of the member's main and bonus accounts, in minor units. */
export async function wallets(t: TestApp, memberId: number): Promise<{ main: bigint; bonus: bigint }> {
  const rows = await t.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', memberId)
    .where('kind', 'in', ['MAIN', 'BONUS'])
    .execute();
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n;
  return { main: of('MAIN'), bonus: of('BONUS') };
}

/** Games of the seamless test vendor in three categories, so its rounds count as those (by game code). */
export const CATEGORY_GAMES = { RNG: 'cat-rng', LIVE: 'cat-live', FISH: 'cat-fish' } as const;

export async function addCategoryGames(t: TestApp): Promise<void> {
  for (const [category, code] of Object.entries(CATEGORY_GAMES)) {
    await t.db
      .insertInto('games')
      .values({
        vendor_code: SEAMLESS_VENDOR,
        game_code: code,
        game_type: category,
        names: JSON.stringify({ EN: category, BN: category }),
        search_name: category.toLowerCase(),
        icon: '',
        min_bet: 1n,
        lines: null,
        rtp_bp: null,
        classify: null,
        launch_code: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Folds every settled bet not folded yet (the play roll-up's passes, run to the end). */
export async function foldAll(t: TestApp): Promise<void> {
  while ((await foldPlay(t.db)) > 0) {}
}

/** A VIP level as staff write it: named, asking and paying nothing unless `patch` says so. */
export const levelInput = (n: number, patch: Partial<VipLevelInput> = {}): VipLevelInput => ({
  level: n,
  name: { EN: n === 0 ? 'Member' : `VIP ${n}`, BN: n === 0 ? 'সদস্য' : `ভিআইপি ${n}` },
  minValidBet: 0,
  minDeposits: 0,
  upgradeBonus: 0,
  rebateBp: {},
  cashbackBp: 0,
  cashbackCap: null,
  keepValidBet: 0,
  ...patch,
});
