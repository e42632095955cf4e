import { sql } from 'kysely';
import type { Db } from '../database.js';
import { DEMO_MEMBER, demoMerchant } from './demo-brand.js';

const WELCOME = {
  title: { EN: 'Welcome to Tessera', BN: 'টেসেরায় স্বাগতম' },
  body: {
    EN: 'Thank you for joining us.\nYour first deposit earns a welcome bonus, and every spin of the lucky wheel is yours to verify.\nQuestions? Our live chat answers around the clock.',
    BN: 'আমাদের সাথে যোগ দেওয়ার জন্য ধন্যবাদ।\nআপনার প্রথম জমায় স্বাগত বোনাস পাবেন, আর লাকি হুইলের প্রতিটি স্পিন আপনি নিজেই যাচাই করতে পারবেন।\nপ্রশ্ন আছে? আমাদের লাইভ চ্যাট সব সময় উত্তর দেয়।',
  },
};
const RELOAD = {
  title: { EN: 'Your weekend reload', BN: 'আপনার সপ্তাহান্তের রিলোড' },
  body: {
    EN: 'Deposit ৳1,000 or more this weekend and we add 10% on top, up to ৳2,000.\nSee Promotions for the rules.',
    BN: 'এই সপ্তাহান্তে ৳১,০০০ বা বেশি জমা দিন, আমরা ১০% যোগ করব, সর্বোচ্চ ৳২,০০০।\nনিয়ম দেখতে প্রমোশন দেখুন।',
  },
};

/**
 * The demo brand's inbox (decision 0047): a welcome to every member and a personal offer to the
 * demo member, sent by the admin, written once (while the brand has no staff messages).
 */
export async function seedDemoMessages(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const any = await db
    .selectFrom('messages')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('source', '=', 'STAFF')
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const admin = await db
    .selectFrom('staff')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  const send = async (words: typeof WELCOME, audience: object, only: string | null, hoursAgo: number) => {
    const message = await db
      .insertInto('messages')
      .values({
        merchant_id: merchant.id,
        source: 'STAFF',
        title: JSON.stringify(words.title),
        body: JSON.stringify(words.body),
        audience: JSON.stringify(audience),
        sent_by: admin?.id ?? null,
        created_at: new Date(Date.now() - hoursAgo * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = await db
      .insertInto('member_messages')
      .columns(['member_id', 'message_id'])
      .expression(
        db
          .selectFrom('members')
          .select(['id', sql<string>`${message.id}::bigint`.as('message_id')])
          .where('merchant_id', '=', merchant.id)
          .where('is_trial', '=', false)
          .$if(only !== null, (q) => q.where('username_lower', '=', only!)),
      )
      .executeTakeFirst();
    await db
      .updateTable('messages')
      .set({ recipients: Number(written.numInsertedOrUpdatedRows ?? 0n) })
      .where('id', '=', message.id)
      .execute();
  };
  await send(WELCOME, { kind: 'ALL' }, null, 48);
  await send(RELOAD, { kind: 'MEMBER', username: DEMO_MEMBER.username }, DEMO_MEMBER.username, 2);
}
