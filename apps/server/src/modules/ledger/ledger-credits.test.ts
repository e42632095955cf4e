import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, registerMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { CreditBatch } from './ledger.service.js';

let t: TestApp;
let merchant: { id: number; currency: string };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.db.selectFrom('merchants').select(['id', 'currency']).executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const batch = (credits: CreditBatch['credits']): CreditBatch => ({
  merchantId: merchant.id,
  currency: merchant.currency,
  house: 'GAME:LOTTO',
  kind: 'LOTTERY_WIN',
  refType: 'test',
  credits,
});

const credit = (member: number, amount: bigint) => ({
  id: randomUUID(),
  member,
  kind: 'MAIN' as const,
  amount,
  refId: 'r',
});

describe('Book.postCredits', () => {
  it('credits many members in one statement, each line chained on the balance before it', async () => {
    const a = (await registerMember(t)).member.id;
    const b = (await registerMember(t)).member.id;
    await fundMember(t, a, 1_000n);
    const credits = [credit(a, 5n), credit(b, 7n), credit(a, 11n), credit(b, 13n), credit(a, 17n)];
    await t.services.ledger.transaction((book) => book.postCredits(batch(credits)));
    expect(await t.services.ledger.balanceOf(merchant.id, merchant.currency, a)).toBe(1_033n);
    expect(await t.services.ledger.balanceOf(merchant.id, merchant.currency, b)).toBe(20n);
    const lines = await t.db
      .selectFrom('ledger_transfers')
      .select(['id', 'credit_balance_after'])
      .where(
        'id',
        'in',
        credits.map((c) => c.id),
      )
      .orderBy('seq')
      .execute();
    expect(lines.map((line) => [line.id, line.credit_balance_after])).toEqual([
      [credits[0]!.id, 1_005n],
      [credits[1]!.id, 7n],
      [credits[2]!.id, 1_016n],
      [credits[3]!.id, 20n],
      [credits[4]!.id, 1_033n],
    ]);
    await t.verifyLedger();
  });

  it('refuses a repeated credit id whole, and a credit that is not positive', async () => {
    const a = (await registerMember(t)).member.id;
    const first = credit(a, 5n);
    await t.services.ledger.transaction((book) => book.postCredits(batch([first])));
    await expect(
      t.services.ledger.transaction((book) => book.postCredits(batch([credit(a, 3n), first]))),
    ).rejects.toThrow();
    await expect(
      t.services.ledger.transaction((book) => book.postCredits(batch([credit(a, 0n)]))),
    ).rejects.toThrow();
    expect(await t.services.ledger.balanceOf(merchant.id, merchant.currency, a)).toBe(5n);
    await t.verifyLedger();
  });
});
