import type { HelpKind } from '@tessera/contracts';
import { cleanRichText } from '../../modules/announcements/announcement-html.js';
import type { Db } from '../database.js';
import { demoMerchant } from './demo-brand.js';
import { DEMO_HELP_PAGES } from './demo-help-pages.js';
import { DEMO_HELP_TOPICS, type DemoTopic } from './demo-help-topics.js';

/**
 * The demo brand's help centre and written pages (decision 0053), written once (while the brand
 * has no topic), published, in order, the HTML cleaned as a save through the console would.
 */
export async function seedDemoHelp(db: Db): Promise<void> {
  const merchant = await demoMerchant(db);
  if (!merchant) return;
  const any = await db
    .selectFrom('help_topics')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const all: (DemoTopic & { kind: HelpKind })[] = [
    ...DEMO_HELP_TOPICS.map((topic) => ({ ...topic, kind: 'HELP' as const })),
    ...DEMO_HELP_PAGES,
  ];
  const now = new Date();
  for (const [index, topic] of all.entries()) {
    const row = await db
      .insertInto('help_topics')
      .values({
        merchant_id: merchant.id,
        kind: topic.kind,
        title: JSON.stringify(topic.title),
        sort: index + 1,
        published: true,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [place, article] of topic.articles.entries()) {
      await db
        .insertInto('help_articles')
        .values({
          topic_id: row.id,
          title: JSON.stringify(article.title),
          body: JSON.stringify({
            EN: await cleanRichText(article.body.EN),
            BN: await cleanRichText(article.body.BN),
          }),
          sort: place + 1,
          published: true,
          updated_at: now,
        })
        .execute();
    }
  }
}
