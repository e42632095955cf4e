import type { CannedReply } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/action-dialogs';
import { Icon } from '../../../components/icon';
import { EmptyState, ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { showToast } from '../../../components/toast';
import { useRemote } from '../../../lib/hooks/use-remote';
import { deleteCanned, fetchCanned } from '../api/chat-console';
import { CannedDialog } from '../components/canned-dialog';
import '../chat.css';

/** `/chat/canned`: the brand's canned replies by language and order: add, change, delete. */
export function CannedRepliesPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const list = useRemote((signal) => fetchCanned(undefined, signal), `canned:${round}`);
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const reload = () => setRound((n) => n + 1);

  return (
    <div className="canned-page" data-testid="canned-page">
      <PageHeader
        title={t('chat.cannedManage')}
        subtitle={t('chat.cannedSubtitle')}
        actions={
          <>
            <Link className="btn btn--small" to="/chat">
              ← {t('nav.chat')}
            </Link>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setEditing('new')}
              data-testid="canned-new"
            >
              <Icon name="plus" size={16} /> {t('chat.cannedNew')}
            </button>
          </>
        }
      />
      {list.status === 'error' && !list.data ? (
        <ErrorPanel error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <div className="canned-list" data-testid="loading">
          <span className="skeleton" />
        </div>
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('chat.cannedEmpty')} text={t('chat.cannedEmptyText')} />
      ) : (
        <ul className="canned-list" data-testid="canned-list">
          {list.data.list.map((reply) => (
            <li key={reply.id} className="canned-item" data-testid="canned-item">
              <div className="canned-item__head">
                <span className="badge">{reply.language}</span>
                <strong>{reply.title}</strong>
                <span className="muted small">#{reply.sortOrder}</span>
              </div>
              <p className="canned-item__text">{reply.text}</p>
              <div className="canned-item__actions">
                <button type="button" className="btn btn--small" onClick={() => setEditing(reply)}>
                  {t('common.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  onClick={() => setDeleting(reply)}
                >
                  <Icon name="trash" size={14} /> {t('common.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CannedDialog
          reply={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showToast(t('chat.cannedSaved'));
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('chat.cannedDeleteTitle')}
          submitLabel={t('common.delete')}
          danger
          onConfirm={() => deleteCanned(deleting.id)}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            showToast(t('chat.cannedDeleted'));
            reload();
          }}
        >
          <p>{t('chat.cannedDeleteText', { title: deleting.title })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
