import type { HelpArticle, HelpTopic } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../announcements/components/rich-text';
import { HELP_DOCUMENTS, type HelpView, searchArticles } from '../help-address';
import { ChevronIcon, SearchIcon } from '../help-icons';
import { useNarrowScreen } from '../use-narrow-screen';
import { WrittenSections } from './written-sections';

/**
 * The help centre's body, on /help and in its modal: the search, the help topics with their
 * articles and the written pages (guide, agreement, terms, privacy) on the left, the article or
 * page on the right; on a phone the topics are an accordion with the article open in place.
 */
export function HelpCentreView({
  topics,
  view,
  onView,
}: {
  topics: readonly HelpTopic[];
  view: HelpView;
  onView: (view: HelpView) => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const help = topics.filter((topic) => topic.kind === 'HELP');
  const documents = HELP_DOCUMENTS.flatMap((kind) => topics.filter((topic) => topic.kind === kind));
  const [draft, setDraft] = useState(view.kind === 'search' ? view.query : '');
  const chosen = view.kind === 'article' ? help.find((topic) => topic.id === view.topicId) : undefined;
  const article = chosen?.articles.find((a) => view.kind === 'article' && a.id === view.articleId);
  const page = view.kind === 'page' ? topics.find((topic) => topic.kind === view.page) : undefined;

  const search = (
    <form
      className="help-centre__search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = draft.trim();
        if (query) onView({ kind: 'search', query });
      }}
    >
      <SearchIcon aria-hidden="true" />
      <input
        type="search"
        name="q"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={t('help_search_placeholder')}
        aria-label={t('help_search_label')}
        maxLength={80}
        data-testid="help-search"
      />
    </form>
  );

  const reading =
    view.kind === 'search' ? (
      <SearchResults topics={help.concat(documents)} query={view.query} onView={onView} />
    ) : page ? (
      <section className="help-centre__article" data-testid="help-page">
        <h2 className="help-centre__title">{page.title}</h2>
        <WrittenSections topic={page} />
      </section>
    ) : article ? (
      <ArticleBody article={article} />
    ) : (
      <p className="help-centre__empty">{t('help_topic_empty')}</p>
    );

  return (
    <div className="help-centre" data-testid="help-centre">
      <aside className="help-centre__nav">
        {search}
        {help.length > 0 && (
          <nav aria-label={t('help_topics_title')}>
            <h2 className="help-centre__heading">{t('help_topics_title')}</h2>
            <ul className="help-topics">
              {help.map((topic) => {
                const open = chosen?.id === topic.id;
                return (
                  <li key={topic.id} className={`help-topic ${open ? 'is-open' : ''}`}>
                    <button
                      type="button"
                      className="help-topic__head"
                      aria-expanded={open}
                      onClick={() =>
                        onView({
                          kind: 'article',
                          topicId: topic.id,
                          articleId: topic.articles[0]?.id ?? null,
                        })
                      }
                      data-testid="help-topic"
                    >
                      <span>{topic.title}</span>
                      <ChevronIcon className="help-topic__chevron" aria-hidden="true" />
                    </button>
                    {open && (
                      <ul className="help-topic__articles">
                        {topic.articles.length === 0 && (
                          <li className="help-centre__empty">{t('help_topic_empty')}</li>
                        )}
                        {topic.articles.map((item) => (
                          <li key={item.id}>
                            <button
                              type="button"
                              className={`help-topic__article ${item.id === article?.id ? 'is-current' : ''}`}
                              aria-current={item.id === article?.id ? 'true' : undefined}
                              onClick={() =>
                                onView({ kind: 'article', topicId: topic.id, articleId: item.id })
                              }
                              data-testid="help-article-link"
                            >
                              {item.title}
                            </button>
                            {narrow && item.id === article?.id && <ArticleBody article={item} inline />}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {documents.length > 0 && (
          <nav aria-label={t('help_documents_title')}>
            <h2 className="help-centre__heading">{t('help_documents_title')}</h2>
            <ul className="help-documents">
              {documents.map((topic) => {
                const current = page?.id === topic.id;
                return (
                  <li key={topic.id}>
                    <button
                      type="button"
                      className={`help-topic__article ${current ? 'is-current' : ''}`}
                      aria-current={current ? 'page' : undefined}
                      onClick={() =>
                        onView({ kind: 'page', page: topic.kind as Exclude<typeof topic.kind, 'HELP'> })
                      }
                      data-testid={`help-document-${topic.kind.toLowerCase()}`}
                    >
                      {topic.title}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </aside>
      {/* On a phone an article opens in place in the accordion; pages and searches show below it. */}
      {narrow && view.kind === 'article' ? null : <div className="help-centre__reading">{reading}</div>}
    </div>
  );
}

function ArticleBody({ article, inline = false }: { article: HelpArticle; inline?: boolean }) {
  return (
    <article
      className={`help-centre__article ${inline ? 'help-centre__article--inline' : ''}`}
      data-testid="help-article"
    >
      {!inline && <h2 className="help-centre__title">{article.title}</h2>}
      <RichText html={article.body} className="help-centre__body" />
    </article>
  );
}

function SearchResults({
  topics,
  query,
  onView,
}: {
  topics: readonly HelpTopic[];
  query: string;
  onView: (view: HelpView) => void;
}) {
  const { t } = useTranslation();
  const hits = searchArticles(topics, query);
  return (
    <section className="help-centre__article" data-testid="help-search-results">
      <h2 className="help-centre__title">{t('help_search_results', { query, count: hits.length })}</h2>
      {hits.length === 0 ? (
        <p className="help-centre__empty">{t('help_search_none')}</p>
      ) : (
        <ul className="help-results">
          {hits.map(({ topic, article }) => (
            <li key={article.id}>
              <button
                type="button"
                className="help-result"
                onClick={() =>
                  onView(
                    topic.kind === 'HELP'
                      ? { kind: 'article', topicId: topic.id, articleId: article.id }
                      : { kind: 'page', page: topic.kind as Exclude<typeof topic.kind, 'HELP'> },
                  )
                }
              >
                <span className="help-result__topic">{topic.title}</span>
                <strong>{article.title}</strong>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
