import type { HelpKind, HelpTopic } from '@tessera/contracts';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../http/context.js';
import { wordsIn } from '../messages/message-words.js';

/**
 * What visitors read (decision 0053): the brand's published topics and their published articles,
 * in order, each in the reader's language, else the brand's default, else English (as messages
 * are worded). Bodies are stored cleaned; the site cleans them again when it shows them.
 */
export class HelpCentre {
  constructor(private readonly db: Db) {}

  async read(ctx: RequestContext, kind?: HelpKind): Promise<{ topics: HelpTopic[] }> {
    const merchantId = ctx.merchant.id;
    let topicsQuery = this.db
      .selectFrom('help_topics')
      .select(['id', 'kind', 'title'])
      .where('merchant_id', '=', merchantId)
      .where('published', '=', true)
      .orderBy('sort')
      .orderBy('id');
    if (kind) topicsQuery = topicsQuery.where('kind', '=', kind);
    const topics = await topicsQuery.execute();
    if (topics.length === 0) return { topics: [] };
    const articles = await this.db
      .selectFrom('help_articles')
      .select(['id', 'topic_id', 'title', 'body'])
      .where(
        'topic_id',
        'in',
        topics.map((topic) => topic.id),
      )
      .where('published', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const languages = [ctx.language, ctx.merchant.defaultLanguage, 'EN'];
    return {
      topics: topics.map((topic) => ({
        id: topic.id,
        kind: topic.kind,
        title: wordsIn(topic.title, languages),
        articles: articles
          .filter((article) => article.topic_id === topic.id)
          .map((article) => ({
            id: article.id,
            title: wordsIn(article.title, languages),
            body: wordsIn(article.body, languages),
          })),
      })),
    };
  }
}
