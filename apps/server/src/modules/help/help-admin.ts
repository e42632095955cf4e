import type { HelpArticleInput, HelpTopicInput, StaffHelpArticle, StaffHelpTopic } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { RequestContext, StaffSession } from '../../http/context.js';
import { cleanRichText } from '../announcements/announcement-html.js';
import { recordStaffAudit } from '../audit/audit.repo.js';

type Words = Record<string, string>;

/** The words written (empty languages left out); a title must be written in some language. */
function written(words: Partial<Record<string, string>>): Words {
  return Object.fromEntries(
    Object.entries(words).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

function titled(words: Partial<Record<string, string>>): Words {
  const title = written(words);
  if (Object.keys(title).length === 0) throw new AppError('help.title.required');
  return title;
}

/** Each language's HTML cleaned with the rich-text policy, as it will be stored. */
async function cleanBodies(body: Partial<Record<string, string>>): Promise<Words> {
  const clean: Words = {};
  for (const [language, html] of Object.entries(written(body))) {
    const cleaned = (await cleanRichText(html)).trim();
    if (cleaned) clean[language] = cleaned;
  }
  return clean;
}

/**
 * Staff's help centre (decision 0053): topics and articles per language, ordered by `sort`, added
 * last, published or not, HTML cleaned on save; a brand has one page of each kind but `HELP`.
 * Every change is audited in its own transaction.
 */
export class HelpAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(merchantId: number): Promise<{ topics: StaffHelpTopic[] }> {
    return { topics: await this.topics(merchantId) };
  }

  async saveTopic(
    ctx: RequestContext,
    staff: StaffSession,
    id: number | null,
    input: HelpTopicInput,
  ): Promise<StaffHelpTopic> {
    const merchantId = ctx.merchant.id;
    const title = titled(input.title);
    const saved = await this.db.transaction().execute(async (tx) => {
      if (id !== null) await this.ownTopic(tx, merchantId, id);
      if (input.kind !== 'HELP') {
        const other = await tx
          .selectFrom('help_topics')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('kind', '=', input.kind)
          .$if(id !== null, (query) => query.where('id', '<>', id!))
          .executeTakeFirst();
        if (other) throw new AppError('help.kind.taken');
      }
      const values = {
        kind: input.kind,
        title: JSON.stringify(title),
        published: input.published,
        updated_at: this.clock.now(),
      };
      const row =
        id === null
          ? await tx
              .insertInto('help_topics')
              .values({
                ...values,
                merchant_id: merchantId,
                sort: sql<number>`(select coalesce(max(sort), 0) + 1 from help_topics where merchant_id = ${merchantId})`,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await tx
              .updateTable('help_topics')
              .set(values)
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow();
      await recordStaffAudit(tx, ctx, staff, {
        action: id === null ? 'help.topic.create' : 'help.topic.update',
        target: String(row.id),
        details: { kind: input.kind, title, published: input.published },
      });
      return row.id;
    });
    const [topic] = await this.topics(merchantId, saved);
    return topic!;
  }

  async deleteTopic(ctx: RequestContext, staff: StaffSession, id: number): Promise<{ id: number }> {
    await this.db.transaction().execute(async (tx) => {
      await this.ownTopic(tx, ctx.merchant.id, id);
      const [before] = await this.topics(ctx.merchant.id, id, tx);
      await tx.deleteFrom('help_topics').where('id', '=', id).execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'help.topic.delete',
        target: String(id),
        details: { before },
      });
    });
    return { id };
  }

  async saveArticle(
    ctx: RequestContext,
    staff: StaffSession,
    id: number | null,
    input: HelpArticleInput,
  ): Promise<StaffHelpArticle> {
    const merchantId = ctx.merchant.id;
    const title = titled(input.title);
    const body = await cleanBodies(input.body);
    const saved = await this.db.transaction().execute(async (tx) => {
      await this.ownTopic(tx, merchantId, input.topicId);
      if (id !== null) await this.ownArticle(tx, merchantId, id);
      const values = {
        topic_id: input.topicId,
        title: JSON.stringify(title),
        body: JSON.stringify(body),
        published: input.published,
        updated_at: this.clock.now(),
      };
      const row =
        id === null
          ? await tx
              .insertInto('help_articles')
              .values({
                ...values,
                sort: sql<number>`(select coalesce(max(sort), 0) + 1 from help_articles where topic_id = ${input.topicId})`,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await tx
              .updateTable('help_articles')
              .set(values)
              .where('id', '=', id)
              .returning('id')
              .executeTakeFirstOrThrow();
      await recordStaffAudit(tx, ctx, staff, {
        action: id === null ? 'help.article.create' : 'help.article.update',
        target: String(row.id),
        details: { topicId: input.topicId, title, body, published: input.published },
      });
      return row.id;
    });
    const [article] = await this.articles(this.db, [input.topicId], saved);
    return article!;
  }

  async deleteArticle(ctx: RequestContext, staff: StaffSession, id: number): Promise<{ id: number }> {
    await this.db.transaction().execute(async (tx) => {
      const topicId = await this.ownArticle(tx, ctx.merchant.id, id);
      const [before] = await this.articles(tx, [topicId], id);
      await tx.deleteFrom('help_articles').where('id', '=', id).execute();
      await recordStaffAudit(tx, ctx, staff, {
        action: 'help.article.delete',
        target: String(id),
        details: { before },
      });
    });
    return { id };
  }

  /** The topics (no `topicId`) or one topic's articles in the order given: every id once. */
  async order(
    ctx: RequestContext,
    staff: StaffSession,
    input: { topicId?: number | undefined; ids: number[] },
  ): Promise<{ ids: number[] }> {
    const merchantId = ctx.merchant.id;
    await this.db.transaction().execute(async (tx) => {
      const table = input.topicId === undefined ? 'help_topics' : 'help_articles';
      if (input.topicId !== undefined) await this.ownTopic(tx, merchantId, input.topicId);
      const present =
        input.topicId === undefined
          ? await tx.selectFrom('help_topics').select('id').where('merchant_id', '=', merchantId).execute()
          : await tx.selectFrom('help_articles').select('id').where('topic_id', '=', input.topicId).execute();
      const wanted = new Set(input.ids);
      if (present.length !== wanted.size || present.some((row) => !wanted.has(row.id))) {
        throw new AppError('help.order.mismatch');
      }
      // One statement: each id's place in the list given is its sort.
      await sql`update ${sql.table(table)} t set sort = o.sort
        from unnest(${input.ids}::int[]) with ordinality as o(id, sort)
        where t.id = o.id`.execute(tx);
      await recordStaffAudit(tx, ctx, staff, {
        action: 'help.order',
        target: input.topicId === undefined ? 'topics' : String(input.topicId),
        details: { ids: input.ids },
      });
    });
    return { ids: input.ids };
  }

  private async ownTopic(db: Db, merchantId: number, id: number): Promise<void> {
    const topic = await db
      .selectFrom('help_topics')
      .select('id')
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!topic) throw new AppError('help.not.found');
  }

  /** The article's topic, when the article is one of the brand's. */
  private async ownArticle(db: Db, merchantId: number, id: number): Promise<number> {
    const article = await db
      .selectFrom('help_articles as a')
      .innerJoin('help_topics as t', 't.id', 'a.topic_id')
      .select('a.topic_id')
      .where('a.id', '=', id)
      .where('t.merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!article) throw new AppError('help.not.found');
    return article.topic_id;
  }

  private async topics(merchantId: number, id?: number, db: Db = this.db): Promise<StaffHelpTopic[]> {
    const rows = await db
      .selectFrom('help_topics')
      .select(['id', 'kind', 'title', 'published', 'sort', sql<string>`updated_at::text`.as('updated_at')])
      .where('merchant_id', '=', merchantId)
      .$if(id !== undefined, (query) => query.where('id', '=', id!))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const articles = await this.articles(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      published: row.published,
      sort: row.sort,
      updatedAt: row.updated_at,
      articles: articles.filter((article) => article.topicId === row.id),
    }));
  }

  private async articles(db: Db, topicIds: number[], id?: number): Promise<StaffHelpArticle[]> {
    if (topicIds.length === 0) return [];
    const rows = await db
      .selectFrom('help_articles')
      .select([
        'id',
        'topic_id',
        'title',
        'body',
        'published',
        'sort',
        sql<string>`updated_at::text`.as('updated_at'),
      ])
      .where('topic_id', 'in', topicIds)
      .$if(id !== undefined, (query) => query.where('id', '=', id!))
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      topicId: row.topic_id,
      title: row.title,
      body: row.body,
      published: row.published,
      sort: row.sort,
      updatedAt: row.updated_at,
    }));
  }
}
