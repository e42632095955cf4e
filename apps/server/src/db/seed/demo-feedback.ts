import type { Db } from '../database.js';
import { DEMO_AGENT, DEMO_MEMBER, demoMerchant } from './demo-brand.js';

/** What members and visitors of the demo brand wrote (decision 0052): the console's queue is never empty. */
const ITEMS = [
  {
    who: DEMO_MEMBER.username,
    questionType: 'DEPOSIT',
    content:
      'I sent ৳2,000 by bKash 20 minutes ago (TrxID 9KX72HQ4) but my balance still shows the old amount.',
    contact: null,
    language: 'EN',
    hoursAgo: 1,
  },
  {
    who: null,
    questionType: 'SUGGESTION',
    content: 'লাইভ ক্যাসিনোতে সন্ধ্যায় আরও বাংলা ডিলার টেবিল চাই। রাত 9টার পর টেবিল সব ভরা থাকে।',
    contact: '+8801711223344',
    language: 'BN',
    hoursAgo: 3,
  },
  {
    who: DEMO_AGENT.username,
    questionType: 'WITHDRAWAL',
    content: 'উত্তোলনের সময় নগদ নম্বর বদলাতে চাই, কিন্তু ব্যাংক কার্ড মুছতে পারছি না।',
    contact: null,
    language: 'BN',
    hoursAgo: 26,
  },
  {
    who: null,
    questionType: 'GAMES',
    content:
      'The Crash game froze on my phone at 3.2x and I could not cash out. Is there a way to check the round?',
    contact: 'rafiq.h@example.com',
    language: 'EN',
    hoursAgo: 50,
    closed: 'Answered by e-mail with the round link from the fairness page.',
  },
] as const;

/** The demo brand's feedback queue, written once (while the brand has none). */
export async function seedDemoFeedback(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const any = await db
    .selectFrom('feedback')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const people = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchant.id)
    .where('username', 'in', [DEMO_MEMBER.username, DEMO_AGENT.username])
    .execute();
  const admin = await db
    .selectFrom('staff')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  const now = Date.now();
  // Oldest first: the queue reads newest first by id.
  for (const item of [...ITEMS].reverse()) {
    const memberId = item.who === null ? null : (people.find((p) => p.username === item.who)?.id ?? null);
    if (item.who !== null && memberId === null) continue;
    const createdAt = new Date(now - item.hoursAgo * 3_600_000);
    const closed = 'closed' in item ? item.closed : null;
    await db
      .insertInto('feedback')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        question_type: item.questionType,
        content: item.content,
        contact: item.contact,
        language: item.language,
        created_at: createdAt,
        ...(closed
          ? {
              status: 'CLOSED' as const,
              reply: closed,
              handled_by: admin?.id ?? null,
              handled_at: new Date(createdAt.getTime() + 2 * 3_600_000),
            }
          : {}),
      })
      .execute();
  }
}
