import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AnnouncementTable } from '../schema.js';
import { demoMerchant } from './demo-brand.js';

type Row = Omit<Insertable<AnnouncementTable>, 'merchant_id'>;
const texts = (EN: string, BN: string) => JSON.stringify({ EN, BN });

/** Banner artwork the site ships under `public/images/banners/`. */
const banner = (group: string, n: number, EN: string, BN: string, url: string | null): Row => ({
  content_type: 'B',
  group_name: group,
  title: texts(EN, BN),
  image_url: `/images/banners/${group}-${n}.svg`,
  url,
  linkage_type: url ? 'ROUTE' : 'NONE',
  sort: n,
});

const BANNERS: Row[] = [
  // Every banner leads to a page that is built.
  banner('w_home', 1, 'Welcome bonus 100%', 'স্বাগতম বোনাস 100%', '/register'),
  banner('w_home', 2, 'Live casino every night', 'প্রতি রাতে লাইভ ক্যাসিনো', '/live'),
  banner('w_home', 3, 'Cricket season is on', 'ক্রিকেট মৌসুম চলছে', '/sports'),
  banner('w_login', 1, 'Good to see you again', 'আবার দেখে ভালো লাগলো', null),
  banner('w_reg', 1, 'Join in one minute', 'এক মিনিটে যোগ দিন', null),
  banner('w_forget', 1, 'We will get you back in', 'আমরা আপনাকে আবার ঢুকতে সাহায্য করব', null),
  banner('w_promotions', 1, 'Welcome bonus 100%', 'স্বাগতম বোনাস 100%', '/promotions'),
  banner('w_promotions', 2, 'Weekly reload 25%', 'সাপ্তাহিক রিলোড 25%', null),
  banner('w_shop', 1, 'Every bet earns points', 'প্রতিটি বাজিতে পয়েন্ট', null),
  // Each game centre and page of spec §2.1 has its own (decision 0052).
  banner('w_rng', 1, 'Spin the reels, win big', 'রিল ঘোরান, বড় জিতুন', null),
  banner('w_live', 1, 'Real dealers, all night', 'সারা রাত আসল ডিলার', null),
  banner('w_fish', 1, 'Aim, shoot, collect', 'লক্ষ্য করুন, শুট করুন, জিতুন', null),
  banner('w_pvp', 1, 'Beat real players', 'আসল খেলোয়াড়দের হারান', null),
  banner('w_sports', 1, 'Every match, live odds', 'প্রতিটি ম্যাচে লাইভ অডস', null),
  banner('w_esports', 1, 'Back your team', 'আপনার দলকে সমর্থন করুন', null),
  banner('w_elott', 1, 'A draw every minute', 'প্রতি মিনিটে একটি ড্র', null),
  banner('w_lott', 1, 'Pick your lucky numbers', 'আপনার ভাগ্যের সংখ্যা বাছুন', null),
  banner('w_cockfight', 1, 'The arena is open', 'অ্যারেনা খোলা', null),
  banner('w_download', 1, 'Tessera in your pocket', 'আপনার পকেটে টেসেরা', null),
  banner('w_help', 1, 'We are here to help', 'আমরা সাহায্য করতে আছি', null),
];

const NOTICE_TOPICS: Array<[string, string]> = [
  ['Scheduled maintenance on Sunday', 'রবিবার নির্ধারিত রক্ষণাবেক্ষণ'],
  ['New payment channel added', 'নতুন পেমেন্ট চ্যানেল যোগ হয়েছে'],
  ['Withdrawal times during holidays', 'ছুটির সময় উত্তোলনের সময়সূচি'],
  ['Keep your password safe', 'আপনার পাসওয়ার্ড নিরাপদ রাখুন'],
  ['New slot games this week', 'এই সপ্তাহে নতুন স্লট গেম'],
  ['Customer service hours extended', 'গ্রাহক সেবার সময় বাড়ানো হয়েছে'],
  ['Bind your mobile number', 'আপনার মোবাইল নম্বর যুক্ত করুন'],
  ['Responsible gaming reminder', 'দায়িত্বশীল খেলার অনুস্মারক'],
  ['Agent programme update', 'এজেন্ট প্রোগ্রামের হালনাগাদ'],
  ['Sports odds improved', 'খেলার অডস উন্নত হয়েছে'],
  ['Lottery draw schedule', 'লটারি ড্রয়ের সময়সূচি'],
  ['Beware of fake websites', 'ভুয়া ওয়েবসাইট থেকে সাবধান'],
  ['Weekend cash back is live', 'সাপ্তাহিক ছুটির ক্যাশব্যাক চালু'],
];

/** Notices dated a day apart, the newest first (13: the notice popup pages them 8 per page). */
function notices(now: Date): Row[] {
  return NOTICE_TOPICS.map(([EN, BN], index) => ({
    content_type: 'PL',
    title: texts(EN, BN),
    content: texts(
      `<p>${EN}. Thank you for playing with Tessera.</p>`,
      `<p>${BN}। Tessera-র সাথে খেলার জন্য ধন্যবাদ।</p>`,
    ),
    linkage_type: 'NONE',
    starts_at: new Date(now.getTime() - (index + 1) * 86_400_000),
  }));
}

const POPUPS: Row[] = [
  {
    content_type: 'PU',
    execution: 'A',
    title: texts('Deposit bonus today', 'আজ জমা বোনাস'),
    content: texts(
      '<h3>Deposit bonus today</h3><p>Deposit <b>500</b> or more and get a <b>10%</b> bonus.</p>',
      '<h3>আজ জমা বোনাস</h3><p><b>500</b> বা বেশি জমা দিন এবং <b>10%</b> বোনাস নিন।</p>',
    ),
    promotion_type: 'DEPOSIT_BONUS',
    linkage_type: 'PROMOTION',
  },
  {
    content_type: 'PU',
    execution: 'B',
    title: texts('Welcome to Tessera', 'Tessera-তে স্বাগতম'),
    content: texts(
      '<h3>Welcome to Tessera</h3><p>Register now and claim your <b>first deposit</b> bonus.</p>',
      '<h3>Tessera-তে স্বাগতম</h3><p>এখনই নিবন্ধন করুন এবং আপনার <b>প্রথম জমা</b> বোনাস নিন।</p>',
    ),
    promotion_type: 'FIRST_DEPOSIT',
    linkage_type: 'PROMOTION',
  },
  {
    content_type: 'PU',
    execution: 'F',
    title: texts('Your first login', 'আপনার প্রথম লগইন'),
    content: texts(
      '<h3>Thanks for joining</h3><p>Set a payment password and bind a card to withdraw smoothly.</p>',
      '<h3>যোগ দেওয়ার জন্য ধন্যবাদ</h3><p>সহজে উত্তোলনের জন্য পেমেন্ট পাসওয়ার্ড সেট করুন এবং কার্ড যুক্ত করুন।</p>',
    ),
    linkage_type: 'NONE',
  },
];

const PROMOTIONS: Row[] = [
  {
    content_type: 'PR',
    title: texts('First deposit bonus 100%', 'প্রথম জমায় 100% বোনাস'),
    content: texts(
      '<p>Double your first deposit up to 5,000. Wager the bonus 10 times before it is yours.</p>',
      '<p>প্রথম জমা দ্বিগুণ করুন 5,000 পর্যন্ত। বোনাসটি আপনার হওয়ার আগে 10 গুণ বাজি ধরুন।</p>',
    ),
    image_url: '/images/banners/w_promotions-1.svg',
    promotion_type: 'FIRST_DEPOSIT',
    linkage_type: 'PROMOTION',
    sort: 1,
  },
  {
    content_type: 'PR',
    title: texts('Weekly reload 25%', 'সাপ্তাহিক রিলোড 25%'),
    content: texts(
      '<p>Join every week and get 25% more on a deposit of 500 or more, up to 2,500.</p>',
      '<p>প্রতি সপ্তাহে যোগ দিন এবং 500 বা বেশি জমায় পান 25% বেশি, 2,500 পর্যন্ত।</p>',
    ),
    image_url: '/images/banners/w_promotions-2.svg',
    promotion_type: 'DEPOSIT',
    linkage_type: 'PROMOTION',
    sort: 2,
  },
];

const HEADLINES: Row[] = [
  {
    content_type: 'H',
    content: texts(
      'Welcome to Tessera! Deposits are credited within minutes.',
      'Tessera-তে স্বাগতম! জমা কয়েক মিনিটের মধ্যে যোগ হয়।',
    ),
    linkage_type: 'NONE',
  },
];

/** Agent notices (issue 14): only agents read them, on the agent centre's announcements page. */
function agentNotices(now: Date): Row[] {
  return [
    {
      content_type: 'AG',
      title: texts('Commission statements for this month', 'এই মাসের কমিশন বিবরণী'),
      content: texts(
        '<p>Your team statements for this month are ready under <b>Statements</b>. ' +
          'Contract bills are settled on the <b>1st and 16th</b>; check them under My income.</p>',
        '<p>এই মাসের দলের বিবরণী <b>বিবরণী</b>-তে তৈরি। ' +
          'চুক্তির বিল <b>1 ও 16 তারিখে</b> নিষ্পত্তি হয়; আমার আয়-এ দেখুন।</p>',
      ),
      linkage_type: 'NONE',
      starts_at: new Date(now.getTime() - 2 * 86_400_000),
    },
    {
      content_type: 'AG',
      title: texts('New invitation codes for sub-agents', 'সাব-এজেন্টদের জন্য নতুন আমন্ত্রণ কোড'),
      content: texts(
        '<p>You can now make separate invitation codes for <b>members</b> and <b>sub-agents</b> ' +
          'in Register centre. Share each code only with the people it is meant for.</p>',
        '<p>এখন রেজিস্টার সেন্টারে <b>সদস্য</b> ও <b>সাব-এজেন্টদের</b> জন্য আলাদা আমন্ত্রণ কোড ' +
          'তৈরি করা যায়। প্রতিটি কোড শুধু যাদের জন্য তাদের সাথেই শেয়ার করুন।</p>',
      ),
      linkage_type: 'NONE',
      starts_at: new Date(now.getTime() - 6 * 86_400_000),
    },
  ];
}

/**
 * The demo brand's site content (EN and BN), and its agents' notices. Idempotent: does nothing when the brand is missing or
 * already has announcements, so a restart never duplicates and staff edits are never overwritten.
 */
export async function seedDemoAnnouncements(db: Db, now: Date = new Date()): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const existing = await db
    .selectFrom('announcements')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const rows = [...BANNERS, ...notices(now), ...POPUPS, ...PROMOTIONS, ...HEADLINES, ...agentNotices(now)];
  await db
    .insertInto('announcements')
    .values(rows.map((row) => ({ ...row, merchant_id: merchant.id })))
    .execute();
}
