import type { Db } from '../database.js';
import type { RaffleKindColumn, StoredPrize, StoredRule } from '../schema-raffles.js';
import { DEMO_MEMBER, demoMerchant } from './demo-brand.js';

const label = (EN: string, BN: string) => ({ EN, BN });
const cash = (EN: string, BN: string, weight: number, amount: number): StoredPrize => ({
  label: label(EN, BN),
  weight,
  type: 'CASH',
  amount: String(amount),
  wageringX100: 0,
});
const bonus = (
  EN: string,
  BN: string,
  weight: number,
  amount: number,
  wageringX100: number,
): StoredPrize => ({
  label: label(EN, BN),
  weight,
  type: 'BONUS',
  amount: String(amount),
  wageringX100,
});
const points = (EN: string, BN: string, weight: number, amount: number): StoredPrize => ({
  label: label(EN, BN),
  weight,
  type: 'POINTS',
  amount: String(amount),
  wageringX100: 0,
});
const nothing = (weight: number): StoredPrize => ({
  label: label('Try again', 'আবার চেষ্টা করুন'),
  weight,
  type: 'NOTHING',
  amount: '0',
  wageringX100: 0,
});

interface DemoRaffle {
  kind: RaffleKindColumn;
  title: { EN: string; BN: string };
  summary: { EN: string; BN: string };
  prizes: StoredPrize[];
  rules: StoredRule[];
  /** Tickets the demo member holds. */
  tickets: number;
}

/** A wheel of eight segments, a red envelope and a golden egg (amounts in minor units, BDT; decision 0045). */
const RAFFLES: DemoRaffle[] = [
  {
    kind: 'WHEEL',
    title: label('Lucky wheel', 'লাকি হুইল'),
    summary: label(
      'A spin for every ৳500 deposit and every ৳1,000 of valid bet.',
      'প্রতি ৳500 জমা এবং প্রতি ৳1,000 বৈধ বাজিতে একটি স্পিন।',
    ),
    prizes: [
      cash('৳500', '৳500', 1, 50_000),
      cash('৳100', '৳100', 5, 10_000),
      bonus('৳50 bonus', '৳50 বোনাস', 10, 5_000, 300),
      cash('৳20', '৳20', 20, 2_000),
      points('200 points', '200 পয়েন্ট', 30, 200),
      cash('৳10', '৳10', 60, 1_000),
      points('50 points', '50 পয়েন্ট', 100, 50),
      nothing(174),
    ],
    rules: [
      { source: 'DEPOSIT', minAmount: '50000', tickets: 1 },
      { source: 'VALID_BET', per: '100000', tickets: 1, categories: null },
    ],
    tickets: 3,
  },
  {
    kind: 'RED_ENVELOPE',
    title: label('Red envelope', 'লাল খাম'),
    summary: label(
      'An envelope for every mission you claim, two for every friend you invite.',
      'প্রতিটি মিশনের পুরস্কার নিলে একটি খাম, প্রতিটি বন্ধু আমন্ত্রণে দুটি।',
    ),
    prizes: [
      cash('৳88', '৳88', 2, 8_800),
      cash('৳28', '৳28', 10, 2_800),
      cash('৳8', '৳8', 40, 800),
      points('20 points', '20 পয়েন্ট', 48, 20),
    ],
    rules: [
      { source: 'MISSION', missionId: null, tickets: 1 },
      { source: 'REFERRAL', stage: null, tickets: 2 },
    ],
    tickets: 2,
  },
  {
    kind: 'EGG',
    title: label('Golden egg', 'সোনার ডিম'),
    summary: label(
      'Crack an egg for every ৳2,000 deposit and every ৳5,000 bet on slots.',
      'প্রতি ৳2,000 জমা এবং স্লটে প্রতি ৳5,000 বাজিতে একটি ডিম ভাঙুন।',
    ),
    prizes: [
      cash('৳1,000', '৳1,000', 1, 100_000),
      bonus('৳200 bonus', '৳200 বোনাস', 9, 20_000, 500),
      points('500 points', '500 পয়েন্ট', 40, 500),
      cash('৳20', '৳20', 150, 2_000),
      nothing(800),
    ],
    rules: [
      { source: 'DEPOSIT', minAmount: '200000', tickets: 1 },
      { source: 'VALID_BET', per: '500000', tickets: 1, categories: ['RNG'] },
    ],
    tickets: 1,
  },
];

/**
 * The demo brand's raffles and the demo member's first tickets (decision 0045). Idempotent: written
 * when the brand has none, so staff edits are never overwritten.
 */
export async function seedDemoRaffles(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const existing = await db
    .selectFrom('raffles')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username_lower', '=', DEMO_MEMBER.username)
    .executeTakeFirst();
  await db.transaction().execute(async (tx) => {
    for (const [i, raffle] of RAFFLES.entries()) {
      const made = await tx
        .insertInto('raffles')
        .values({
          merchant_id: merchant.id,
          kind: raffle.kind,
          title: JSON.stringify(raffle.title),
          summary: JSON.stringify(raffle.summary),
          icon: null,
          prizes: JSON.stringify(raffle.prizes),
          rules: JSON.stringify(raffle.rules),
          enabled: true,
          starts_at: new Date('2026-01-01T00:00:00Z'),
          sort_order: i + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!member) continue;
      const row = { raffle_id: made.id, member_id: member.id, merchant_id: merchant.id };
      await tx
        .insertInto('raffle_grants')
        .values({ ...row, source: 'STAFF', source_key: 'demo', tickets: raffle.tickets, reason: 'demo' })
        .execute();
      await tx
        .insertInto('raffle_holdings')
        .values({ ...row, tickets: raffle.tickets, given: raffle.tickets })
        .execute();
    }
  });
}
