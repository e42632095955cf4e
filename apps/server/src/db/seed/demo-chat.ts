import type { Db } from '../database.js';
import { demoMerchant } from './demo-brand.js';

/** The demo brand's canned replies in English and Bengali (decision 0050), in the console's order. */
export const DEMO_CANNED_REPLIES: Array<{ title: string; titleBN: string; EN: string; BN: string }> = [
  {
    title: 'Greeting',
    titleBN: 'শুভেচ্ছা',
    EN: 'Hello, thank you for contacting Tessera support. How can I help you today?',
    BN: 'হ্যালো, টেসেরা সাপোর্টে যোগাযোগ করার জন্য ধন্যবাদ। আজ আমি আপনাকে কীভাবে সাহায্য করতে পারি?',
  },
  {
    title: 'Deposit check',
    titleBN: 'জমা যাচাই',
    EN: 'Please send me the transaction ID and a screenshot of your payment, and I will check your deposit right away.',
    BN: 'অনুগ্রহ করে আপনার লেনদেনের আইডি এবং পেমেন্টের একটি স্ক্রিনশট পাঠান, আমি এখনই আপনার জমা যাচাই করছি।',
  },
  {
    title: 'Withdrawal time',
    titleBN: 'উত্তোলনের সময়',
    EN: 'Withdrawals are reviewed within 30 minutes and usually reach your bank the same day.',
    BN: 'উত্তোলন ৩০ মিনিটের মধ্যে যাচাই করা হয় এবং সাধারণত একই দিনে আপনার ব্যাংকে পৌঁছে যায়।',
  },
  {
    title: 'Bonus rules',
    titleBN: 'বোনাসের নিয়ম',
    EN: 'A bonus must be wagered as shown in Reward centre › Bonus details before it can be withdrawn.',
    BN: 'বোনাস উত্তোলনের আগে রিওয়ার্ড সেন্টার › বোনাসের বিবরণে দেখানো পরিমাণ বাজি ধরতে হবে।',
  },
  {
    title: 'Password reset',
    titleBN: 'পাসওয়ার্ড রিসেট',
    EN: 'You can reset your password from the login window with “Forgot password”: we send a code to your mobile number.',
    BN: 'লগইন উইন্ডোর “পাসওয়ার্ড ভুলে গেছেন” থেকে পাসওয়ার্ড রিসেট করতে পারেন: আমরা আপনার মোবাইল নম্বরে একটি কোড পাঠাই।',
  },
  {
    title: 'Closing',
    titleBN: 'বিদায়',
    EN: 'Is there anything else I can help you with? If not, I will close this chat. Have a great day!',
    BN: 'আর কিছুতে কি সাহায্য করতে পারি? না হলে আমি এই চ্যাটটি বন্ধ করছি। আপনার দিনটি ভালো কাটুক!',
  },
];

/**
 * The demo's live chat (decision 0050): staff's canned replies in both languages, written once
 * (while the brand has none). The demo sets up no external customer-service link, so its
 * customer-service button leads to the built-in chat (`CBS_launchChat`).
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const any = await db
    .selectFrom('chat_canned_replies')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const now = new Date();
  await db
    .insertInto('chat_canned_replies')
    .values(
      DEMO_CANNED_REPLIES.flatMap((reply, index) =>
        (['EN', 'BN'] as const).map((language) => ({
          merchant_id: merchant.id,
          language,
          title: language === 'EN' ? reply.title : reply.titleBN,
          text: reply[language],
          sort_order: index + 1,
          created_at: now,
          updated_at: now,
        })),
      ),
    )
    .execute();
}
