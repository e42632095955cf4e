import type { StaffHelpArticle, StaffHelpTopic } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { EmptyState, ErrorPanel, SkeletonRows } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { inLanguage } from '../../points/point-item-form';
import { fetchHelp, putOrder, removeArticle, removeTopic } from '../api/help-calls';
import { ArticleDialog } from '../components/article-dialog';
import { TopicDialog } from '../components/topic-dialog';
import { moved } from '../help-order';
import '../help.css';

type Editing =
  | { kind: 'topic'; topic: StaffHelpTopic | null }
  | { kind: 'article'; topicId: number; article: StaffHelpArticle | null }
  | { kind: 'deleteTopic'; topic: StaffHelpTopic }
  | { kind: 'deleteArticle'; article: StaffHelpArticle }
  | null;

/**
 * `/help`: the help centre and the brand's written pages (decision 0053). The topics in their order
 * on the left (help topics and the one guide, agreement, terms, privacy, sponsor and about page),
 * the chosen one's articles on the right: add, edit in the rich-text editor with a live preview,
 * publish or not, move up and down, delete after a confirmation. Content staff and admins.
 */
export function HelpCentrePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const help = useRemote((signal) => fetchHelp(signal), 'help');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const order = useAction();
  const topics = help.data?.topics ?? [];
  const chosen = topics.find((topic) => topic.id === chosenId) ?? topics[0] ?? null;
  const name = (words: Record<string, string>, id: number) => inLanguage(words, lang) ?? `#${id}`;
  const move = async (ids: number[], topicId?: number) => {
    if (await order.run(() => putOrder(ids, topicId))) help.reload();
  };
  const done = (message: string) => {
    setEditing(null);
    showToast(message);
    help.reload();
  };

  return (
    <div className="page help-admin">
      <PageHeader
        title={t('help.title_page')}
        subtitle={t('help.subtitle')}
        actions={
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setEditing({ kind: 'topic', topic: null })}
            data-testid="help-new-topic"
          >
            <Icon name="plus" size={16} /> {t('help.newTopic')}
          </button>
        }
      />
      {order.error && (
        <p className="form-error" role="alert">
          {order.error}
        </p>
      )}
      {help.status === 'error' && !help.data ? (
        <ErrorPanel error={help.error} onRetry={help.reload} />
      ) : !help.data ? (
        <SkeletonRows columns={3} />
      ) : topics.length === 0 ? (
        <EmptyState title={t('help.empty')} text={t('help.emptyText')} />
      ) : (
        <div className="help-admin__grid">
          <ol className="help-admin__topics" aria-label={t('help.topics')} data-testid="help-topics">
            {topics.map((topic, index) => (
              <li
                key={topic.id}
                className={`help-admin__topic ${topic.id === chosen?.id ? 'is-chosen' : ''}`}
              >
                <button
                  type="button"
                  className="help-admin__pick"
                  aria-current={topic.id === chosen?.id ? 'true' : undefined}
                  onClick={() => {
                    setChosenId(topic.id);
                    // One column on a phone: the chosen topic's articles are below the list.
                    if (window.matchMedia('(max-width: 899px)').matches) {
                      requestAnimationFrame(() =>
                        document
                          .querySelector('[data-testid=help-chosen]')
                          ?.scrollIntoView({ block: 'start' }),
                      );
                    }
                  }}
                  data-testid="help-topic-row"
                >
                  <strong>{name(topic.title, topic.id)}</strong>
                  <span className="help-admin__meta">
                    <Badge value={topic.kind} label={t(`help.kinds.${topic.kind}`)} tone="info" />
                    <PublishedBadge published={topic.published} />
                    <span className="muted">{t('help.articleCount', { count: topic.articles.length })}</span>
                  </span>
                </button>
                <MoveButtons
                  index={index}
                  length={topics.length}
                  busy={order.busy}
                  onMove={(step) =>
                    move(
                      moved(
                        topics.map((item) => item.id),
                        index,
                        step,
                      ),
                    )
                  }
                />
              </li>
            ))}
          </ol>
          {chosen && (
            <section className="help-admin__chosen card" data-testid="help-chosen">
              <header className="help-admin__chosen-head">
                <div>
                  <h2>{name(chosen.title, chosen.id)}</h2>
                  <p className="muted">
                    {t(`help.kindHints.${chosen.kind}`)} ·{' '}
                    {t('help.updated', { at: formatDateTime(chosen.updatedAt, lang) })}
                  </p>
                </div>
                <div className="help-admin__actions">
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setEditing({ kind: 'topic', topic: chosen })}
                    data-testid="help-edit-topic"
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger"
                    onClick={() => setEditing({ kind: 'deleteTopic', topic: chosen })}
                  >
                    {t('common.delete')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => setEditing({ kind: 'article', topicId: chosen.id, article: null })}
                    data-testid="help-new-article"
                  >
                    <Icon name="plus" size={16} /> {t('help.newArticle')}
                  </button>
                </div>
              </header>
              {chosen.articles.length === 0 ? (
                <EmptyState title={t('help.noArticles')} />
              ) : (
                <ol className="help-admin__articles" data-testid="help-articles">
                  {chosen.articles.map((article, index) => (
                    <li key={article.id} className="help-admin__article" data-testid="help-article-row">
                      <div className="stack">
                        <strong>{name(article.title, article.id)}</strong>
                        <span className="help-admin__meta">
                          <PublishedBadge published={article.published} />
                          <span className="muted">
                            {Object.keys(article.body).join(' · ') || t('help.noText')}
                          </span>
                        </span>
                      </div>
                      <div className="help-admin__actions">
                        <MoveButtons
                          index={index}
                          length={chosen.articles.length}
                          busy={order.busy}
                          onMove={(step) =>
                            move(
                              moved(
                                chosen.articles.map((item) => item.id),
                                index,
                                step,
                              ),
                              chosen.id,
                            )
                          }
                        />
                        <button
                          type="button"
                          className="btn btn--small"
                          onClick={() => setEditing({ kind: 'article', topicId: chosen.id, article })}
                          data-testid="help-edit-article"
                        >
                          {t('common.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn--small btn--ghost"
                          aria-label={t('common.delete')}
                          onClick={() => setEditing({ kind: 'deleteArticle', article })}
                        >
                          <Icon name="trash" size={16} />
                        </button>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )}
        </div>
      )}
      {editing?.kind === 'topic' && (
        <TopicDialog
          topic={editing.topic}
          taken={topics.filter((topic) => topic.kind !== 'HELP').map((topic) => topic.kind)}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            setChosenId(saved.id);
            done(t('help.saved'));
          }}
        />
      )}
      {editing?.kind === 'article' && (
        <ArticleDialog
          topicId={editing.topicId}
          article={editing.article}
          onClose={() => setEditing(null)}
          onDone={() => done(t('help.saved'))}
        />
      )}
      {editing?.kind === 'deleteTopic' && (
        <ConfirmDialog
          title={t('help.deleteTopic')}
          submitLabel={t('common.delete')}
          danger
          onConfirm={() => removeTopic(editing.topic.id)}
          onDone={() => {
            setChosenId(null);
            done(t('help.deleted'));
          }}
          onClose={() => setEditing(null)}
        >
          <p>
            {t('help.deleteTopicText', {
              title: name(editing.topic.title, editing.topic.id),
              count: editing.topic.articles.length,
            })}
          </p>
        </ConfirmDialog>
      )}
      {editing?.kind === 'deleteArticle' && (
        <ConfirmDialog
          title={t('help.deleteArticle')}
          submitLabel={t('common.delete')}
          danger
          onConfirm={() => removeArticle(editing.article.id)}
          onDone={() => done(t('help.deleted'))}
          onClose={() => setEditing(null)}
        >
          <p>{name(editing.article.title, editing.article.id)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Badge value="PUBLISHED" label={t('help.isPublished')} tone="good" />
  ) : (
    <Badge value="DRAFT" label={t('help.isDraft')} tone="neutral" />
  );
}

function MoveButtons(props: {
  index: number;
  length: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="help-admin__move">
      <button
        type="button"
        className="btn btn--icon btn--ghost"
        aria-label={t('help.moveUp')}
        disabled={props.busy || props.index === 0}
        onClick={() => props.onMove(-1)}
      >
        <Icon name="arrow-up" size={16} />
      </button>
      <button
        type="button"
        className="btn btn--icon btn--ghost"
        aria-label={t('help.moveDown')}
        disabled={props.busy || props.index === props.length - 1}
        onClick={() => props.onMove(1)}
      >
        <Icon name="arrow-down" size={16} />
      </button>
    </span>
  );
}
