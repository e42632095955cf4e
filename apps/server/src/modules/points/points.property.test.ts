import { randomUUID } from 'node:crypto';
import {
  approveRedeem,
  convertPoints,
  getPointSettings,
  redeemPointReward,
  rejectRedeem,
  savePointSettings,
} from '@tessera/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { fund, type LaunchingClient, vendorClient } from '../provider/provider-test-kit.js';
import { playRound } from '../records/records-test-kit.js';
import { addCategoryGames, CATEGORY_GAMES, foldAll, wallets } from '../rewards/reward-test-kit.js';
import { PAY_PW, person } from '../transfers/transfer-test-kit.js';
import { DELIVERY, givePoints, mallItem, pointsHeld } from './points-test-kit.js';

/**
 * Points against a model (issue 16, decision 0042): for random earning rates and random bets,
 * folds, passes, conversions and redeems decided either way, the points earned are exactly each
 * (day, category)'s valid bet × its rate, rounded down once per row; conversions and redeems never
 * make points or money from nothing (the member's points, held points and cash are what the model
 * says), and the ledger verifier passes for money and points alike.
 */

const CATEGORIES = ['RNG', 'LIVE', 'FISH'] as const;
type Category = (typeof CATEGORIES)[number];
const FUNDS = 10_000_000n;

const ratesArb = fc.record({
  RNG: fc.integer({ min: 0, max: 2_000 }),
  LIVE: fc.integer({ min: 0, max: 2_000 }),
  FISH: fc.integer({ min: 0, max: 2_000 }),
});

const opArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      category: fc.constantFrom(...CATEGORIES),
      stake: fc.integer({ min: 1, max: 500_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('accrue' as const) }) },
  fc.record({ kind: fc.constant('convert' as const), steps: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    kind: fc.constant('redeem' as const),
    quantity: fc.integer({ min: 1, max: 3 }),
    approve: fc.boolean(),
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

describe('points, against their model', () => {
  let t: TestApp;
  let vendor: LaunchingClient;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await vendorClient(t);
    await addCategoryGames(t);
    admin = await staffToken(t);
  });
  afterAll(() => t?.close());

  it('earns ratio × valid bet and never makes points or money from nothing', async () => {
    const itemId = await mallItem(t, { points: 40, stock: null });
    const base = (await t.call(getPointSettings, { token: admin })).body.value!;
    await fc.assert(
      fc.asyncProperty(ratesArb, fc.array(opArb, { minLength: 1, maxLength: 14 }), async (rates, ops) => {
        await t.call(savePointSettings, {
          token: admin,
          body: { ...base, earn: CATEGORIES.map((category) => ({ category, rateBp: rates[category] })) },
        });
        const member = await person(t);
        await fund(t, member.id, FUNDS);
        await givePoints(t, member.id, 300);
        const staked: Record<Category, bigint> = { RNG: 0n, LIVE: 0n, FISH: 0n };
        // What the model says the member has: points given, earned, spent, converted to cash.
        const credited = 300n;
        let spent = 0n;
        let held = 0n;
        let cash = 0n;
        const earnedNow = () =>
          CATEGORIES.reduce((sum, c) => sum + (staked[c] * BigInt(rates[c])) / 1_000_000n, 0n);
        let folded = { ...staked };
        const earnedFolded = () =>
          CATEGORIES.reduce((sum, c) => sum + (folded[c] * BigInt(rates[c])) / 1_000_000n, 0n);
        const available = () => credited + earnedFolded() - spent - held;
        const accrue = async () => {
          await foldAll(t);
          await t.services.points.accrual.run();
          folded = { ...staked };
        };
        for (const op of ops as Op[]) {
          if (op.kind === 'bet') {
            await playRound(t, vendor, member.id, {
              gameCode: CATEGORY_GAMES[op.category],
              bets: [op.stake],
              win: 0,
            });
            staked[op.category] += BigInt(op.stake);
          } else if (op.kind === 'accrue') {
            await accrue();
          } else if (op.kind === 'convert') {
            const points = op.steps * 100;
            const answer = await t.call(convertPoints, {
              token: member.token,
              body: { points, paymentPassword: PAY_PW, requestId: randomUUID() },
            });
            if (available() >= BigInt(points)) {
              expect(answer.body.success).toBe(true);
              spent += BigInt(points);
              cash += BigInt(points);
            } else expect(answer.body.errorCode).toBe('points.not.enough');
          } else {
            const answer = await t.call(redeemPointReward, {
              token: member.token,
              body: {
                itemId,
                quantity: op.quantity,
                ...DELIVERY,
                paymentPassword: PAY_PW,
                requestId: randomUUID(),
              },
            });
            const cost = 40n * BigInt(op.quantity);
            if (available() < cost) {
              expect(answer.body.errorCode).toBe('points.not.enough');
              continue;
            }
            expect(answer.body.success).toBe(true);
            const id = answer.body.value!.redeem.id;
            held += cost;
            if (op.approve) {
              await t.call(approveRedeem, {
                token: admin,
                params: { id },
                body: { paidAccount: 'courier', paidAmount: 1 },
              });
              spent += cost;
            } else {
              await t.call(rejectRedeem, {
                token: admin,
                params: { id },
                body: { reason: 'no stock at the shop' },
              });
            }
            held -= cost;
          }
          expect(await pointsHeld(t, member.id)).toEqual({ points: available(), held });
        }
        await accrue();
        expect(earnedFolded()).toBe(earnedNow());
        expect((await pointsHeld(t, member.id)).points).toBe(credited + earnedNow() - spent);
        const stakes = CATEGORIES.reduce((sum, c) => sum + staked[c], 0n);
        expect((await wallets(t, member.id)).main).toBe(FUNDS - stakes + cash);
        await t.verifyLedger();
      }),
      { numRuns: 12 },
    );
    await t.call(savePointSettings, { token: admin, body: base });
  }, 300_000);
});
