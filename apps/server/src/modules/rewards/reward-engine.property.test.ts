import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { foldPlay } from '../agents/play-roll-up.js';
import { type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { rewardFor, wageringFor } from './promotion-rules.js';
import {
  addCategoryGames,
  approvedDeposit,
  CATEGORY_GAMES,
  livePromotion,
  newMember,
  wallets,
} from './reward-test-kit.js';

/**
 * The engine against a model written from the rules (decision 0039), for random promotions and
 * random deposits, bets, folds, conversions and forfeits: each rule rewards at most once per
 * period, every bonus's wagering is exactly what its counting bets add up to (each bet's stake at
 * its category's percent, rounded down, from bets settled after the bonus was issued, up to what
 * it requires), money lands where the model says, and the ledger verifier passes.
 */

const CATEGORIES = ['RNG', 'LIVE', 'FISH'] as const;
type Category = (typeof CATEGORIES)[number];
const GAME_OF: Record<Category, string> = CATEGORY_GAMES;

const promotionArb = fc.record({
  fixed: fc.integer({ min: 0, max: 50 }),
  bp: fc.constantFrom(0, 1_000, 5_000, 10_000),
  cap: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  wagering: fc.constantFrom(0, 1, 2.5, 5),
  weights: fc.dictionary(fc.constantFrom(...CATEGORIES), fc.integer({ min: 0, max: 100 }), { maxKeys: 3 }),
  minDeposit: fc.constantFrom(0, 100, 300),
  frequency: fc.constantFrom('ONCE' as const, 'DAILY' as const),
  exclusive: fc.boolean(),
});
type PromotionSpec = typeof promotionArb extends fc.Arbitrary<infer T> ? T : never;

const opArb = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.integer({ min: 200, max: 900 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      category: fc.constantFrom(...CATEGORIES),
      stake: fc.integer({ min: 1, max: 9_000 }),
      win: fc.integer({ min: 0, max: 9_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
  fc.record({ kind: fc.constant('convert' as const) }),
  fc.record({ kind: fc.constant('forfeit' as const), pick: fc.nat() }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

interface ModelBonus {
  amount: bigint;
  required: bigint;
  progress: bigint;
  weights: Partial<Record<Category, number>>;
  issuedAt: number;
  state: 'WAGERING' | 'CONVERTED' | 'FORFEITED';
}

describe('the reward engine, against its model', () => {
  let t: TestApp;
  let vendor: LaunchingClient;

  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
  });
  afterAll(() => t?.close());

  it('keeps wagering exact, rewards once per rule and period, and the ledger sound', async () => {
    const cash = {
      fixed: 10,
      bp: 0,
      cap: null,
      wagering: 0,
      weights: {},
      minDeposit: 0,
      frequency: 'ONCE',
      exclusive: true,
    } as const;
    const bonus = {
      fixed: 0,
      bp: 5_000,
      cap: null,
      wagering: 5,
      weights: {},
      minDeposit: 300,
      frequency: 'ONCE',
      exclusive: false,
    } as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(promotionArb, { minLength: 1, maxLength: 3 }),
        fc.array(opArb, { maxLength: 14 }),
        run,
      ),
      {
        numRuns: 12,
        // Always tried: a bet settled before a bonus and folded after it does not count toward it.
        examples: [
          [
            [bonus, cash],
            [
              { kind: 'deposit', amount: 200 },
              { kind: 'bet', category: 'RNG', stake: 5_000, win: 0 },
              { kind: 'deposit', amount: 400 },
              { kind: 'fold' },
              { kind: 'bet', category: 'LIVE', stake: 3_000, win: 100 },
              { kind: 'fold' },
              { kind: 'convert' },
            ],
          ],
        ],
      },
    );
    await t.verifyLedger();
  });

  async function run(specs: PromotionSpec[], ops: Op[]) {
    await t.db.updateTable('promotions').set({ status: 'ENDED' }).execute();
    // Created in order, listed (and weighed) newest first at the same sort order.
    const promotions: Array<PromotionSpec & { id: string; given: number }> = [];
    for (const spec of specs) {
      const id = await livePromotion(t, {
        joinRequired: false,
        frequency: spec.frequency,
        rewardFixed: spec.fixed,
        rewardBp: spec.fixed === 0 && spec.bp === 0 ? 1_000 : spec.bp,
        rewardCap: spec.cap,
        wagering: spec.wagering,
        weights: spec.weights,
        minDeposit: spec.minDeposit,
        exclusive: spec.exclusive,
      });
      promotions.unshift({ ...spec, bp: spec.fixed === 0 && spec.bp === 0 ? 1_000 : spec.bp, id, given: 0 });
    }
    const { token, memberId } = await newMember(t);
    const model = {
      main: 0n,
      bonuses: [] as ModelBonus[],
      pending: [] as Array<{ category: Category; stake: bigint; at: number }>,
    };
    const now = () => t.clock.now().getTime();

    for (const op of ops) {
      if (op.kind === 'deposit') {
        const amount = BigInt(op.amount) * 100n;
        // A second after the last bet settled: bets before the bonus are told apart by time.
        t.clock.advance(1_000);
        await approvedDeposit(t, token, op.amount);
        model.main += amount;
        const at = now();
        for (const p of promotions) {
          if (p.given > 0) continue;
          if (amount < BigInt(p.minDeposit) * 100n) continue;
          const wagering = p.wagering > 0;
          if (p.exclusive && wagering && model.bonuses.some((b) => b.state === 'WAGERING')) continue;
          const reward = rewardFor(
            {
              reward_fixed: BigInt(p.fixed) * 100n,
              reward_bp: p.bp,
              reward_cap: p.cap === null ? null : BigInt(p.cap) * 100n,
            },
            amount,
          );
          if (reward <= 0n) continue;
          p.given += 1;
          if (!wagering) model.main += reward;
          else {
            const required = wageringFor(reward, Math.round(p.wagering * 100));
            model.bonuses.push({
              amount: reward,
              required,
              progress: 0n,
              weights: p.weights,
              issuedAt: at,
              state: 'WAGERING',
            });
          }
        }
      } else if (op.kind === 'bet') {
        const stake = BigInt(op.stake);
        if (stake > model.main) continue;
        await playRound(t, vendor, memberId, {
          gameCode: GAME_OF[op.category],
          bets: [op.stake],
          win: op.win,
        });
        model.main += BigInt(op.win) - stake;
        model.pending.push({ category: op.category, stake, at: now() });
      } else if (op.kind === 'fold') {
        while ((await foldPlay(t.db)) > 0) {}
        for (const bet of model.pending) {
          for (const bonus of model.bonuses) {
            if (bonus.state !== 'WAGERING' || bonus.issuedAt > bet.at) continue;
            const percent =
              Object.keys(bonus.weights).length === 0 ? 100 : (bonus.weights[bet.category] ?? 0);
            const gained = bonus.progress + (bet.stake * BigInt(percent)) / 100n;
            bonus.progress = gained < bonus.required ? gained : bonus.required;
          }
        }
        model.pending = [];
      } else if (op.kind === 'convert') {
        await t.services.rewards.bonuses.convertMet();
        for (const bonus of model.bonuses) {
          if (bonus.state === 'WAGERING' && bonus.progress >= bonus.required) {
            bonus.state = 'CONVERTED';
            model.main += bonus.amount;
          }
        }
      } else {
        const wagering = model.bonuses.filter((b) => b.state === 'WAGERING');
        if (wagering.length === 0) continue;
        const target = wagering[op.pick % wagering.length]!;
        const ids = await bonusIds(memberId);
        await t.services.rewards.bonuses.forfeit(await merchantId(), ids[model.bonuses.indexOf(target)]!, {
          memberId,
        });
        target.state = 'FORFEITED';
      }
    }

    const rows = await t.db
      .selectFrom('bonuses')
      .select(['amount', 'required', 'progress', 'state'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      model.bonuses.map((b) => ({
        amount: b.amount,
        required: b.required,
        progress: b.progress,
        state: b.state,
      })),
    );
    const wagering = model.bonuses
      .filter((b) => b.state === 'WAGERING')
      .reduce((sum, b) => sum + b.amount, 0n);
    expect(await wallets(t, memberId)).toEqual({ main: model.main, bonus: wagering });
    const left = model.bonuses
      .filter((b) => b.state === 'WAGERING')
      .reduce((sum, b) => sum + (b.required - b.progress), 0n);
    expect(await t.services.wagering.remaining(memberId)).toBe(left);
    const entries = await t.db
      .selectFrom('promotion_entries')
      .select(['promotion_id', 'state'])
      .where('member_id', '=', memberId)
      .where('state', '<>', 'JOINED')
      .execute();
    for (const p of promotions) {
      expect(entries.filter((e) => String(e.promotion_id) === p.id)).toHaveLength(p.given);
    }
  }

  async function bonusIds(memberId: number): Promise<string[]> {
    const rows = await t.db
      .selectFrom('bonuses')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map((row) => String(row.id));
  }

  async function merchantId(): Promise<number> {
    return (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  }
});
