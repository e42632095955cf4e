import { HELP_KINDS, type HelpKind, type HelpTopic } from '@tessera/contracts';

/**
 * What the help centre shows, as its address says (`/help?topic=3&article=12`, `/help?page=terms`,
 * `?q=` for a search; the modal's `?help=` carries the same words): a help topic's article, one of
 * the brand's written pages whole, or the articles a search finds.
 */
export type HelpView =
  | { kind: 'article'; topicId: number; articleId: number | null }
  | { kind: 'page'; page: Exclude<HelpKind, 'HELP'> }
  | { kind: 'search'; query: string };

/** The written pages the help centre lists beside its topics, in this order (sponsor and about have their own routes). */
export const HELP_DOCUMENTS = [
  'GUIDE',
  'AGREEMENT',
  'TERMS',
  'PRIVACY',
] as const satisfies readonly HelpKind[];

const PAGE_NAMES = new Map<string, Exclude<HelpKind, 'HELP'>>(
  HELP_KINDS.filter((kind) => kind !== 'HELP').map((kind) => [kind.toLowerCase(), kind]),
);

/** The page's name in an address (`terms`), and back. */
export const pageName = (kind: HelpKind): string => kind.toLowerCase();

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
};

/** The view a query string names; a help topic's first article when it names nothing (or nothing known). */
export function viewOf(search: URLSearchParams, topics: readonly HelpTopic[]): HelpView | null {
  const query = search.get('q')?.trim();
  if (query) return { kind: 'search', query };
  const page = PAGE_NAMES.get(search.get('page')?.toLowerCase() ?? '');
  if (page && topics.some((topic) => topic.kind === page)) return { kind: 'page', page };
  const help = topics.filter((topic) => topic.kind === 'HELP');
  const topic = help.find((t) => t.id === positive(search.get('topic'))) ?? help[0];
  if (!topic) {
    const first = topics.find((t) => t.kind !== 'HELP');
    return first ? { kind: 'page', page: first.kind as Exclude<HelpKind, 'HELP'> } : null;
  }
  const wanted = positive(search.get('article'));
  const article = topic.articles.find((a) => a.id === wanted) ?? topic.articles[0];
  return { kind: 'article', topicId: topic.id, articleId: article?.id ?? null };
}

/** The query string of a view (without `?`). */
export function searchOf(view: HelpView): string {
  if (view.kind === 'search') return new URLSearchParams({ q: view.query }).toString();
  if (view.kind === 'page') return `page=${pageName(view.page)}`;
  return view.articleId === null
    ? `topic=${view.topicId}`
    : `topic=${view.topicId}&article=${view.articleId}`;
}

/** The words of an article's HTML without its markup, for searching (never shown). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&nbsp;/gu, ' ')
    .replace(/\s+/gu, ' ');

/** Help articles whose title or text holds every word of the query (any case), in the topics' order. */
export function searchArticles(topics: readonly HelpTopic[], query: string) {
  const words = query.toLocaleLowerCase().split(/\s+/u).filter(Boolean);
  return topics.flatMap((topic) =>
    topic.articles
      .filter((article) => {
        const text = `${article.title} ${plain(article.body)}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      })
      .map((article) => ({ topic, article })),
  );
}
