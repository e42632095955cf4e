import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { rollUpHouseBalances } from './house-roll-up.js';
import type { Ledger, Leg } from './ledger.service.js';
import type { AccountRef } from './ledger-accounts.js';
import { verifyLedger } from './ledger-verify.js';

let t: TestApp;
let ledger: Ledger;
let merchantId: number;
let nextMember = 900_000;

beforeAll(async () => {
  t = await createTestApp();
  ledger = t.services.ledger;
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const main = (member: number): AccountRef => ({ member, kind: 'MAIN' });
const cash: AccountRef = { house: 'CASH:BANK' };
const game: AccountRef = { house: 'GAME:BGS' };

function leg(debit: AccountRef, credit: AccountRef, amount: bigint, extra: Partial<Leg> = {}): Leg {
  return { id: randomUUID(), debit, credit, amount, kind: 'TEST', ...extra };
}
const post = (...legs: Leg[]) => ledger.post({ merchantId, currency: 'BDT', legs });

async function balanceOf(member: number, kind = 'MAIN'): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_type', '=', 'member')
    .where('owner_id', '=', member)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** A member with `amount` in MAIN, paid in from the bank clearing account. */
async function funded(amount: bigint): Promise<number> {
  nextMember += 1;
  await post(leg(cash, main(nextMember), amount));
  return nextMember;
}

describe('the ledger', () => {
  it('moves money with a statement line per leg and leaves house balances to the roll-up', async () => {
    const member = await funded(10_000n);
    const bet = await post(leg(main(member), game, 2_500n));
    expect(bet.replayed).toBe(false);
    expect(bet.transfers[0]!.debit_balance_after).toBe(7_500n);
    expect(bet.transfers[0]!.credit_balance_after).toBeNull();
    expect(await balanceOf(member)).toBe(7_500n);

    const house = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('owner_type', '=', 'house')
      .where('kind', '=', 'GAME:BGS')
      .executeTakeFirstOrThrow();
    expect(house.balance).toBe(0n);
    expect(await verifyLedger(t.db)).toEqual([]);

    expect(await rollUpHouseBalances(t.db)).toBeGreaterThan(0);
    const rolled = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('owner_type', '=', 'house')
      .where('kind', '=', 'GAME:BGS')
      .executeTakeFirstOrThrow();
    expect(rolled.balance).toBeGreaterThanOrEqual(2_500n);
    expect(await t.db.selectFrom('ledger_house_pending').selectAll().execute()).toEqual([]);
    await t.verifyLedger();
  });

  it('pays many members at once, making each new account once, and none for a posting it refuses', async () => {
    const payer = await funded(100_000n);
    const fresh = Array.from({ length: 40 }, () => ++nextMember);
    const accounts = () =>
      t.db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('owner_type', '=', 'member')
        .where('owner_id', 'in', fresh)
        .executeTakeFirstOrThrow();
    // A leg of no amount is refused before any account is looked for.
    await expect(
      post(leg(main(payer), main(fresh[0]!), 5n), leg(main(payer), main(fresh[1]!), 0n)),
    ).rejects.toMatchObject({ code: 'amount.invalid' });
    expect(Number((await accounts()).n)).toBe(0);
    // Half paid alone (autocommit), half in a transaction, each leg to a new member and some twice.
    await post(
      ...fresh
        .slice(0, 20)
        .flatMap((id) => [leg(main(payer), main(id), 100n), leg(main(payer), main(id), 1n)]),
    );
    await ledger.transaction((book) =>
      book.post({
        merchantId,
        currency: 'BDT',
        legs: fresh.slice(20).map((id) => leg(main(payer), main(id), 100n)),
      }),
    );
    expect(Number((await accounts()).n)).toBe(40);
    expect(await balanceOf(fresh[0]!)).toBe(101n);
    expect(await balanceOf(fresh[39]!)).toBe(100n);
    expect(await balanceOf(payer)).toBe(100_000n - 20n * 101n - 20n * 100n);
    await t.verifyLedger();
  });

  it('answers a replay with the first outcome and refuses the id for anything else', async () => {
    const member = await funded(1_000n);
    const first = leg(main(member), game, 400n);
    const original = await post(first);
    const again = await post(first);
    expect(again.replayed).toBe(true);
    expect(again.transfers).toEqual(original.transfers);
    expect(await balanceOf(member)).toBe(600n);
    await expect(post({ ...first, amount: 401n })).rejects.toMatchObject({ code: 'transfer.id.conflict' });
    await expect(post({ ...first, credit: cash })).rejects.toMatchObject({ code: 'transfer.id.conflict' });
    await t.verifyLedger();
  });

  it('refuses a debit the balance cannot cover and writes nothing', async () => {
    const member = await funded(300n);
    const refused = leg(main(member), game, 301n);
    await expect(post(refused)).rejects.toMatchObject({ code: 'balance.insufficient' });
    expect(await balanceOf(member)).toBe(300n);
    const rows = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('id', '=', refused.id)
      .execute();
    expect(rows).toEqual([]);
    await t.verifyLedger();
  });

  it('posts linked legs all or nothing, each leg covered in turn', async () => {
    const member = await funded(1_000n);
    const stake = leg(main(member), game, 900n, { kind: 'BET' });
    const fee = leg(main(member), { house: 'COMMISSIONS' }, 101n, { kind: 'FEE' });
    await expect(post(stake, fee)).rejects.toMatchObject({ code: 'balance.insufficient' });
    expect(await balanceOf(member)).toBe(1_000n);

    const ok = await post(stake, { ...fee, amount: 100n });
    expect(ok.transfers.map((row) => row.linked_id)).toEqual([stake.id, stake.id]);
    expect(ok.transfers.map((row) => row.debit_balance_after)).toEqual([100n, 0n]);
    await t.verifyLedger();
  });

  it('never writes a transfer twice: updates and deletes are refused by the database', async () => {
    const member = await funded(50n);
    await expect(
      sql`update ledger_transfers set amount = 1 where credit_account_id in
          (select id from ledger_accounts where owner_id = ${member})`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transfers`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('lets the verifier name a balance that no longer matches its transfers', async () => {
    const member = await funded(70n);
    await sql`update ledger_accounts set balance = balance + 1 where owner_id = ${member}`.execute(t.db);
    const breaches = await verifyLedger(t.db);
    expect(breaches.map((breach) => breach.invariant)).toEqual(
      expect.arrayContaining([
        'per currency, member and house balances sum to zero',
        "each account's balance equals its credits minus its debits",
      ]),
    );
    await sql`update ledger_accounts set balance = balance - 1 where owner_id = ${member}`.execute(t.db);
    await t.verifyLedger();
  });
});

describe('the verifier', () => {
  it('names a statement line that does not follow from the one before it', async () => {
    const member = await funded(1_000n);
    const bet = await post(leg(main(member), game, 100n));
    await post(leg(main(member), game, 100n));
    const id = bet.transfers[0]!.id;
    // Forge history the way only direct database access could (the trigger is lifted for it).
    await sql`alter table ledger_transfers disable trigger ledger_transfers_no_change`.execute(t.db);
    try {
      await sql`update ledger_transfers set debit_balance_after = 850 where id = ${id}`.execute(t.db);
      const breaches = await verifyLedger(t.db);
      expect(breaches.map((breach) => breach.invariant)).toEqual([
        'each statement line follows from the one before it',
        'each statement line follows from the one before it',
      ]);
      await sql`update ledger_transfers set debit_balance_after = 900 where id = ${id}`.execute(t.db);
    } finally {
      await sql`alter table ledger_transfers enable trigger ledger_transfers_no_change`.execute(t.db);
    }
    await t.verifyLedger();
  });
});

describe('the journals without foreign keys (migration 0026)', () => {
  it('has the verifier name a game round whose member is not there', async () => {
    const vendor = await t.db.selectFrom('game_vendors').select('code').executeTakeFirstOrThrow();
    const merchant = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('game_rounds')
      .values({
        merchant_id: merchant.id,
        member_id: 2_000_000_000,
        vendor_code: vendor.code,
        round_id: 'orphan',
        game_code: 'none',
        currency: 'BDT',
        wallet: 'MAIN',
        stake: 0n,
        bet_count: 0,
        opened_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const breaches = await verifyLedger(t.db);
      expect(breaches).toEqual([
        {
          invariant:
            "every game round, vendor's call and lottery bet names a member of its brand (and a known vendor)",
          detail: `game round ${id}: names a member, brand or vendor that is not there`,
        },
      ]);
    } finally {
      await t.db.deleteFrom('game_rounds').where('id', '=', id).execute();
    }
    await t.verifyLedger();
  });
});

describe('the ledger under concurrency', () => {
  it('pays exactly 100 of 200 concurrent debits a wallet can cover 100 times', async () => {
    const member = await funded(100n * 250n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () => post(leg(main(member), game, 250n))),
    );
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(paid).toHaveLength(100);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'balance.insufficient' });
    }
    expect(await balanceOf(member)).toBe(0n);
    await t.verifyLedger();
  });

  it('books 50 concurrent replays of one id once, with 50 equal answers', async () => {
    const member = await funded(1_000n);
    const once = leg(main(member), game, 700n);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(once)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.transfers, bigints))).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed).length).toBe(1);
    expect(await balanceOf(member)).toBe(300n);
    await expect(post({ ...once, amount: 1n })).rejects.toMatchObject({ code: 'transfer.id.conflict' });
    await t.verifyLedger();
  });

  it('moves money both ways between two members at once without deadlock or drift', async () => {
    const a = await funded(10_000n);
    const b = await funded(10_000n);
    const moves = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0 ? post(leg(main(a), main(b), 100n)) : post(leg(main(b), main(a), 100n)),
    );
    await Promise.all(moves);
    expect((await balanceOf(a)) + (await balanceOf(b))).toBe(20_000n);
    expect(await balanceOf(a)).toBe(10_000n);
    await t.verifyLedger();
  });
});

function bigints(_key: string, value: unknown) {
  return typeof value === 'bigint' ? value.toString() : value;
}
