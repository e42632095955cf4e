import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { MissionTable } from '../schema-missions.js';
import { demoMerchant } from './demo-brand.js';

const texts = (EN: string, BN: string) => JSON.stringify({ EN, BN });

type DemoMission = Omit<Insertable<MissionTable>, 'merchant_id' | 'starts_at' | 'game_id'> & {
  /** GAME_ROUNDS: the in-house game by its code. */
  game?: string;
};

/** Six missions over a day, a week and once (amounts in minor units, BDT; decision 0043). */
const MISSIONS: DemoMission[] = [
  {
    title: texts('Spin the slots', 'স্লট ঘোরান'),
    summary: texts('Bet ৳500 on slots today.', 'আজ স্লটে ৳500 বাজি ধরুন।'),
    icon: '/images/missions/slots.svg',
    period: 'DAILY',
    goal: 'VALID_BET',
    categories: ['RNG'],
    target: 50_000n,
    reward_type: 'CASH',
    reward_amount: 1_000n,
    score: 10,
  },
  {
    title: texts('Daily check-in', 'দৈনিক চেক-ইন'),
    summary: texts('Log in today and collect your points.', 'আজ লগইন করুন এবং আপনার পয়েন্ট নিন।'),
    icon: '/images/missions/login.svg',
    period: 'DAILY',
    goal: 'LOGIN_DAYS',
    target: 1n,
    reward_type: 'POINTS',
    reward_amount: 20n,
    score: 5,
  },
  {
    title: texts('Weekly top-up', 'সাপ্তাহিক টপ-আপ'),
    summary: texts('Deposit ৳1,000 this week for a ৳50 bonus.', 'এই সপ্তাহে ৳1,000 জমা দিন, পান ৳50 বোনাস।'),
    icon: '/images/missions/deposit.svg',
    period: 'WEEKLY',
    goal: 'DEPOSIT',
    target: 100_000n,
    reward_type: 'BONUS',
    reward_amount: 5_000n,
    wagering_x100: 500,
    score: 30,
  },
  {
    title: texts('Lottery regular', 'লটারির নিয়মিত খেলোয়াড়'),
    summary: texts('Bet ৳300 on the lottery this week.', 'এই সপ্তাহে লটারিতে ৳300 বাজি ধরুন।'),
    icon: '/images/missions/lottery.svg',
    period: 'WEEKLY',
    goal: 'VALID_BET',
    categories: ['LOTT', 'ELOTT'],
    target: 30_000n,
    reward_type: 'CASH',
    reward_amount: 1_500n,
    score: 20,
  },
  {
    title: texts('Live table night', 'লাইভ টেবিলের রাত'),
    summary: texts('Place 20 bets at the live tables this week.', 'এই সপ্তাহে লাইভ টেবিলে 20টি বাজি ধরুন।'),
    icon: '/images/missions/live.svg',
    period: 'WEEKLY',
    goal: 'BETS',
    categories: ['LIVE'],
    target: 20n,
    reward_type: 'POINTS',
    reward_amount: 100n,
    score: 20,
  },
  {
    title: texts('Crash course', 'দ্রুত শিক্ষা'),
    summary: texts('Learn our own Dice: play 10 rounds.', 'আমাদের নিজস্ব ডাইস শিখুন: 10 রাউন্ড খেলুন।'),
    icon: '/images/missions/rounds.svg',
    period: 'ONCE',
    goal: 'GAME_ROUNDS',
    game: 'DICE',
    target: 10n,
    reward_type: 'CASH',
    reward_amount: 2_500n,
    score: 40,
  },
];

/** Weekly prizes for the top ten (minor units). */
const PRIZES = [500_000n, 250_000n, 100_000n, 50_000n, 50_000n, 20_000n, 20_000n, 20_000n, 20_000n, 20_000n];

/**
 * The demo brand's missions and weekly leaderboard (decision 0043). Idempotent: written when the
 * brand has none, so staff edits are never overwritten.
 */
export async function seedDemoMissions(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  await db
    .insertInto('leaderboard_settings')
    .values({ merchant_id: merchant.id, enabled: true, period: 'WEEKLY', prizes: PRIZES, rank_shown: 1000 })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  const existing = await db
    .selectFrom('missions')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const dice = await db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .select('g.id')
    .where('v.kind', '=', 'INHOUSE')
    .where('g.game_code', '=', 'DICE')
    .executeTakeFirst();
  const rows = MISSIONS.filter((m) => !m.game || dice).map(({ game, ...mission }, i) => ({
    ...mission,
    merchant_id: merchant.id,
    game_id: game ? dice!.id : null,
    status: 'LIVE' as const,
    starts_at: new Date('2026-01-01T00:00:00Z'),
    sort_order: i + 1,
  }));
  await db.insertInto('missions').values(rows).execute();
}
