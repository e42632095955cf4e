import type { Db } from '../database.js';
import { demoMerchant } from './demo-brand.js';

const texts = (EN: string, BN: string) => JSON.stringify({ EN, BN });

/** Points per ৳100 of valid bet, in basis points of a point: 1 point per ৳100, half on live tables. */
const EARN = {
  SPORTS: 100,
  RNG: 100,
  LIVE: 50,
  LOTT: 100,
  ELOTT: 100,
  PVP: 50,
  FISH: 100,
  ESPORTS: 100,
  COCKFIGHT: 100,
  INHOUSE: 100,
};

/** The mall, priced a little better than converting the same points to cash (minor units, BDT). */
const ITEMS = [
  {
    name: texts('Mobile top-up ৳100', 'মোবাইল রিচার্জ ৳100'),
    description: texts(
      'Airtime on any Bangladeshi operator, sent to the mobile you give within a day.',
      'যেকোনো বাংলাদেশি অপারেটরে এয়ারটাইম, এক দিনের মধ্যে আপনার দেওয়া মোবাইলে।',
    ),
    image: '/images/points/topup-100.svg',
    points: 8_000n,
    amount_required: 0n,
    stock: null,
  },
  {
    name: texts('Mobile top-up ৳500', 'মোবাইল রিচার্জ ৳500'),
    description: texts(
      'Airtime on any Bangladeshi operator, sent to the mobile you give within a day.',
      'যেকোনো বাংলাদেশি অপারেটরে এয়ারটাইম, এক দিনের মধ্যে আপনার দেওয়া মোবাইলে।',
    ),
    image: '/images/points/topup-500.svg',
    points: 38_000n,
    amount_required: 0n,
    stock: null,
  },
  {
    name: texts('Cricket fan jersey', 'ক্রিকেট ফ্যান জার্সি'),
    description: texts(
      'The home green and red, in the size you write in the address note.',
      'হোম সবুজ-লাল জার্সি, ঠিকানার নোটে লেখা সাইজে।',
    ),
    image: '/images/points/jersey.svg',
    points: 25_000n,
    amount_required: 0n,
    stock: 40,
  },
  {
    name: texts('Wireless earbuds', 'ওয়্যারলেস ইয়ারবাড'),
    description: texts(
      'Bluetooth earbuds with a charging case, delivered to your address.',
      'চার্জিং কেসসহ ব্লুটুথ ইয়ারবাড, আপনার ঠিকানায় পৌঁছে দেওয়া হবে।',
    ),
    image: '/images/points/earbuds.svg',
    points: 60_000n,
    amount_required: 5_000_000n,
    stock: 25,
  },
  {
    name: texts('Smart watch', 'স্মার্ট ঘড়ি'),
    description: texts(
      'Heart rate, steps and notifications; a year of warranty.',
      'হার্ট রেট, পদক্ষেপ আর নোটিফিকেশন; এক বছরের ওয়ারেন্টি।',
    ),
    image: '/images/points/smartwatch.svg',
    points: 150_000n,
    amount_required: 20_000_000n,
    stock: 10,
  },
  {
    name: texts('Smartphone', 'স্মার্টফোন'),
    description: texts(
      'A current mid-range phone, boxed, with a year of warranty.',
      'বর্তমান মিড-রেঞ্জ ফোন, বাক্সসহ, এক বছরের ওয়ারেন্টি।',
    ),
    image: '/images/points/phone.svg',
    points: 600_000n,
    amount_required: 100_000_000n,
    stock: 3,
  },
];

/**
 * The demo brand's points rules and mall (decision 0042). Idempotent: the rules are written when the
 * brand has none, the items when it has none, so staff edits are never overwritten.
 */
export async function seedDemoPoints(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  await db
    .insertInto('points_settings')
    .values({
      merchant_id: merchant.id,
      earn_bp: JSON.stringify(EARN),
      convert_points: 100n,
      convert_amount: 100n,
      convert_enabled: true,
      copy_text: texts(
        'Every settled bet earns points that never expire. Trade them for prizes here, or turn 100 points into ৳1.',
        'প্রতিটি নিষ্পত্তি হওয়া বাজিতে পয়েন্ট, যার মেয়াদ কখনো শেষ হয় না। এখানে পুরস্কার নিন, অথবা 100 পয়েন্টে ৳1 নিন।',
      ),
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  const existing = await db
    .selectFrom('point_items')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('point_items')
    .values(ITEMS.map((item, n) => ({ ...item, merchant_id: merchant.id, sort_order: n + 1 })))
    .execute();
}
