import type { Db } from '../database.js';
import { demoMerchant } from './demo-brand.js';

const DAY_MS = 86_400_000;

/**
 * The demo brand's promotions (issue 15): a welcome bonus, a weekly reload, a daily slots rebate,
 * a weekly cash back, an applied reward and one coming soon. Every one asks members to join, so a
 * deposit or a day's play of someone who did not (a journey, a staff test) is never changed by
 * them. Minor units (BDT paisa); art under /images/promotions.
 */
function demoPromotions(now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  return [
    {
      type: 'FIRST_DEPOSIT' as const,
      title: { EN: 'Welcome bonus: 100% up to ৳5,000', BN: 'স্বাগতম বোনাস: ৳5,000 পর্যন্ত 100%' },
      summary: {
        EN: 'Join, make your first deposit, and we match it in full.',
        BN: 'যোগ দিন, প্রথম জমা দিন, আমরা পুরোটাই মিলিয়ে দেব।',
      },
      content: {
        EN: '<p>Your first deposit is matched <b>100%</b>, up to ৳5,000. The bonus is yours to withdraw once you have wagered it 10 times on slots, fishing and our own games (live games count 20%, sports and e-sports 50%).</p>',
        BN: '<p>আপনার প্রথম জমা <b>100%</b> মিলিয়ে দেওয়া হবে, ৳5,000 পর্যন্ত। স্লট, ফিশিং ও আমাদের নিজস্ব গেমে বোনাসটি 10 বার বাজি ধরলে তা তোলা যাবে (লাইভ গেম 20%, স্পোর্টস ও ই-স্পোর্টস 50% গণ্য)।</p>',
      },
      image: '/images/promotions/welcome.svg',
      starts_at: since,
      frequency: 'ONCE' as const,
      min_deposit: 20_000n,
      reward_bp: 10_000,
      reward_cap: 500_000n,
      wagering_x100: 1_000,
      weights: { RNG: 100, FISH: 100, INHOUSE: 100, LIVE: 20, SPORTS: 50, ESPORTS: 50 },
      bonus_days: 14,
      max_bet: 50_000n,
      sort_order: 1,
    },
    {
      type: 'DEPOSIT' as const,
      title: { EN: 'Weekly reload: 25% up to ৳2,500', BN: 'সাপ্তাহিক রিলোড: ৳2,500 পর্যন্ত 25%' },
      summary: {
        EN: 'Once a week, join and deposit ৳500 or more for 25% extra.',
        BN: 'সপ্তাহে একবার, যোগ দিন এবং ৳500 বা বেশি জমা দিন, পান 25% অতিরিক্ত।',
      },
      content: {
        EN: '<p>Every week from Monday: join, deposit at least ৳500, and get <b>25%</b> more, up to ৳2,500. Wager the bonus 5 times on any game within 7 days.</p>',
        BN: '<p>প্রতি সপ্তাহে সোমবার থেকে: যোগ দিন, কমপক্ষে ৳500 জমা দিন, এবং পান <b>25%</b> বেশি, ৳2,500 পর্যন্ত। 7 দিনের মধ্যে যেকোনো গেমে বোনাসটি 5 বার বাজি ধরুন।</p>',
      },
      image: '/images/promotions/reload.svg',
      starts_at: since,
      frequency: 'WEEKLY' as const,
      min_deposit: 50_000n,
      reward_bp: 2_500,
      reward_cap: 250_000n,
      wagering_x100: 500,
      weights: {},
      bonus_days: 7,
      max_bet: 30_000n,
      sort_order: 2,
    },
    {
      type: 'REBATE' as const,
      title: { EN: 'Slots rebate: an extra 0.5% every day', BN: 'স্লট রিবেট: প্রতিদিন অতিরিক্ত 0.5%' },
      summary: {
        EN: 'Join, play slots, and get 0.5% of the day’s valid bet back on top of your VIP rebate.',
        BN: 'যোগ দিন, স্লট খেলুন, এবং আপনার ভিআইপি রিবেটের ওপর দিনের বৈধ বাজির 0.5% ফেরত পান।',
      },
      content: {
        EN: '<p>Every day you join, <b>0.5%</b> of your valid bet on slots comes back to your main wallet after midnight, up to ৳1,000 a day. No wagering: it is yours to play or withdraw.</p>',
        BN: '<p>যেদিন যোগ দেবেন, সেদিন স্লটে আপনার বৈধ বাজির <b>0.5%</b> মধ্যরাতের পরে আপনার মূল ওয়ালেটে ফিরে আসবে, দিনে ৳1,000 পর্যন্ত। কোনো বাজির শর্ত নেই: খেলুন বা তুলে নিন।</p>',
      },
      image: '/images/promotions/rebate.svg',
      starts_at: since,
      frequency: 'DAILY' as const,
      categories: ['RNG'],
      min_deposit: 0n,
      reward_bp: 50,
      reward_cap: 100_000n,
      wagering_x100: 0,
      weights: {},
      bonus_days: null,
      max_bet: null,
      exclusive: false,
      sort_order: 3,
    },
    {
      type: 'CASHBACK' as const,
      title: { EN: 'Weekly cash back: 5% of your net loss', BN: 'সাপ্তাহিক ক্যাশব্যাক: নিট ক্ষতির 5%' },
      summary: {
        EN: 'Join for the week; if the week ends down, claim 5% of the loss back, up to ৳2,000.',
        BN: 'সপ্তাহের জন্য যোগ দিন; সপ্তাহ শেষে ক্ষতিতে থাকলে ক্ষতির 5% ফেরত নিন, ৳2,000 পর্যন্ত।',
      },
      content: {
        EN: '<p>Join any week (Monday to Sunday). If your bets that week lose more than they win, claim <b>5%</b> of the net loss in your reward centre, up to ৳2,000. Wager it once before withdrawing.</p>',
        BN: '<p>যেকোনো সপ্তাহে (সোমবার থেকে রবিবার) যোগ দিন। সেই সপ্তাহে আপনার বাজিতে জয়ের চেয়ে ক্ষতি বেশি হলে, রিওয়ার্ড সেন্টারে নিট ক্ষতির <b>5%</b> দাবি করুন, ৳2,000 পর্যন্ত। তোলার আগে একবার বাজি ধরুন।</p>',
      },
      image: '/images/promotions/cashback.svg',
      starts_at: since,
      frequency: 'WEEKLY' as const,
      min_deposit: 0n,
      reward_bp: 500,
      reward_cap: 200_000n,
      claim_mode: 'CLAIM' as const,
      wagering_x100: 100,
      weights: {},
      bonus_days: 7,
      max_bet: null,
      exclusive: false,
      sort_order: 4,
    },
    {
      type: 'APPLIED' as const,
      title: { EN: 'Share your big win: ৳100', BN: 'আপনার বড় জয় শেয়ার করুন: ৳100' },
      summary: {
        EN: 'Post a screenshot of a win of 50× or more and get ৳100.',
        BN: '50× বা তার বেশি জয়ের স্ক্রিনশট পাঠান এবং পান ৳100।',
      },
      content: {
        EN: '<p>Won 50 times your stake or more? Send us up to three screenshots and a word about it. Our team checks it within a day and pays <b>৳100</b> straight to your main wallet. Once a week.</p>',
        BN: '<p>বাজির 50 গুণ বা তার বেশি জিতেছেন? সর্বোচ্চ তিনটি স্ক্রিনশট ও একটি বার্তা পাঠান। আমাদের দল এক দিনের মধ্যে যাচাই করে <b>৳100</b> সরাসরি আপনার মূল ওয়ালেটে দেবে। সপ্তাহে একবার।</p>',
      },
      image: '/images/promotions/big-win.svg',
      starts_at: since,
      frequency: 'WEEKLY' as const,
      min_deposit: 0n,
      reward_bp: 0,
      reward_fixed: 10_000n,
      reward_cap: null,
      wagering_x100: 0,
      weights: {},
      bonus_days: null,
      max_bet: null,
      sort_order: 5,
    },
    {
      type: 'DEPOSIT' as const,
      title: { EN: 'Lottery weekend: 10% on Saturday', BN: 'লটারি উইকেন্ড: শনিবারে 10%' },
      summary: {
        EN: 'Coming soon: a daily 10% deposit bonus for lottery players.',
        BN: 'শীঘ্রই আসছে: লটারি খেলোয়াড়দের জন্য দৈনিক 10% জমা বোনাস।',
      },
      content: {
        EN: '<p>Deposit ৳300 or more and get <b>10%</b> extra, up to ৳1,000, once a day. Lottery bets count in full toward its 3× wagering.</p>',
        BN: '<p>৳300 বা বেশি জমা দিন এবং পান <b>10%</b> অতিরিক্ত, ৳1,000 পর্যন্ত, দিনে একবার। এর 3× বাজির শর্তে লটারি বাজি পুরোপুরি গণ্য হয়।</p>',
      },
      image: '/images/promotions/lottery.svg',
      starts_at: new Date(now.getTime() + 3 * DAY_MS),
      frequency: 'DAILY' as const,
      min_deposit: 30_000n,
      reward_bp: 1_000,
      reward_cap: 100_000n,
      wagering_x100: 300,
      weights: { LOTT: 100, ELOTT: 100 },
      bonus_days: 3,
      max_bet: null,
      sort_order: 6,
    },
  ];
}

/** Adds the demo promotions to the demo brand, once (an older demo database gets them too). */
export async function seedDemoPromotions(db: Db, now: Date = new Date()): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const existing = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('promotions')
    .values(
      demoPromotions(now).map((p) => ({
        join_required: true,
        claim_mode: 'AUTO' as const,
        ...p,
        merchant_id: merchant.id,
        status: 'LIVE' as const,
        title: JSON.stringify(p.title),
        summary: JSON.stringify(p.summary),
        content: JSON.stringify(p.content),
        weights: JSON.stringify(p.weights),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
