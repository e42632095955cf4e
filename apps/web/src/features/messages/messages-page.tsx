import type { MemberMessage } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm, showAlert } from '../../components/dialog-store';
import { ErrorPanel } from '../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../components/list-states';
import { Pager } from '../../components/pager';
import { formatCount } from '../../i18n/numbers';
import { isApiError } from '../../lib/api/api-error';
import { useStore } from '../../lib/store/create-store';
import { badgeCountsStore } from '../member-centre/badge-counts';
import { MailIcon } from '../member-centre/member-centre-icons';
import { useKeptLoad } from '../referral/use-kept-load';
import { isTrial } from '../session/member-kind';
import { useSession } from '../session/use-session';
import { fetchMessageList } from './api/get-message-list';
import { postDeleteMessages } from './api/post-delete-messages';
import { postReadMessages } from './api/post-read-messages';
import { MessageItem } from './components/message-item';
import { MESSAGES_PAGE_SIZE, pageCount } from './messages-words';
import { adoptUnreadCount } from './unread-badge';
import './messages.css';

/**
 * messageV2 (spec §2.3, issue 17, decision 0047): the member's platform messages, newest first, a
 * page at a time. Opening one shows it whole and marks it read; "mark all read"; delete after a
 * confirmation. Every call answers the unread count, which the badges take at once. A message
 * pushed while the page is open (the unread count rises on the socket) reads the page again.
 * Trial players have no messages. Read again for another member or language.
 */
export function MessagesPage() {
  const { i18n } = useTranslation();
  const { member } = useSession();
  if (!member) return null;
  if (isTrial(member)) return <NoMessages />;
  return <Inbox key={`${member.id}:${i18n.language}`} memberId={member.id} />;
}

function NoMessages() {
  const { t } = useTranslation();
  return (
    <div className="msg-page">
      <EmptyState icon={<MailIcon />} testId="msg-empty">
        {t('msg_empty')}
      </EmptyState>
    </div>
  );
}

function Inbox({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [reads, setReads] = useState(0);
  const [opened, setOpened] = useState<string | null>(null);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const messages = useKeptLoad(`${memberId}:${page}:${reads}`, (signal) =>
    fetchMessageList(page, MESSAGES_PAGE_SIZE, signal),
  );

  // A new message pushed while the inbox is open: the count rises, the page is read again.
  const unread = useStore(badgeCountsStore, (counts) => counts.message);
  const lastUnread = useRef(unread);
  useEffect(() => {
    if (unread > lastUnread.current) setReads((count) => count + 1);
    lastUnread.current = unread;
  }, [unread]);

  // The page's own count is the newest word when the socket is down (the badge takes it).
  const loaded = messages.value;
  useEffect(() => {
    if (loaded) adoptUnreadCount(loaded.unread);
  }, [loaded]);

  // The last message of a later page deleted: the page before it.
  const emptyPage = messages.value !== null && messages.value.list.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage((current) => current - 1);
  }, [emptyPage]);

  const failure = (error: unknown) =>
    showAlert({
      title: t('msg_failed_title'),
      message: isApiError(error) ? error.message : t('common_load_failed'),
      confirmLabel: t('common_ok'),
    });

  const toggle = async (message: MemberMessage) => {
    const opening = opened !== message.id;
    setOpened(opening ? message.id : null);
    if (!opening || message.read || readHere.has(message.id)) return;
    setReadHere((ids) => new Set(ids).add(message.id));
    try {
      adoptUnreadCount(await postReadMessages({ ids: [message.id] }));
    } catch {
      // Shown read here; the next read of the page says what the server kept.
    }
  };

  const readAll = async () => {
    setBusy('all');
    try {
      adoptUnreadCount(await postReadMessages({ all: true }));
      setReads((count) => count + 1);
    } catch (error) {
      await failure(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (message: MemberMessage) => {
    const confirmed = await askConfirm({
      title: t('msg_delete_title'),
      message: t('msg_delete_text', { title: message.title }),
      confirmLabel: t('msg_delete'),
      cancelLabel: t('msg_keep'),
      tone: 'warning',
    });
    if (!confirmed) return;
    setBusy(message.id);
    try {
      adoptUnreadCount(await postDeleteMessages([message.id]));
      setOpened(null);
      setReads((count) => count + 1);
    } catch (error) {
      await failure(error);
    } finally {
      setBusy(null);
    }
  };

  if (!messages.value) {
    if (messages.failed) {
      return (
        <ErrorPanel
          message={isApiError(messages.failed) ? messages.failed.message : t('common_load_failed')}
          onRetry={messages.retry}
        />
      );
    }
    return <ListSkeleton rows={4} />;
  }

  const { list, total } = messages.value;
  if (total === 0 && list.length === 0) return <NoMessages />;
  const shown = list.map((message) => (readHere.has(message.id) ? { ...message, read: true } : message));
  const pages = pageCount(total);
  return (
    <div className="msg-page" data-testid="msg-page" aria-busy={messages.reading}>
      <div className="msg-page__head">
        <p className="msg-page__count" data-testid="msg-unread">
          {unread > 0 ? t('msg_unread_count', { count: unread, n: formatCount(unread) }) : t('msg_all_read')}
        </p>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={readAll}
          disabled={unread === 0 || busy !== null}
          data-testid="msg-read-all"
        >
          {t('msg_read_all')}
        </button>
      </div>
      {messages.failed !== null && (
        <p className="form-alert" role="alert">
          {isApiError(messages.failed) ? messages.failed.message : t('common_load_failed')}
        </p>
      )}
      <ul className="msg-list" data-testid="msg-list">
        {shown.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            open={opened === message.id}
            onToggle={() => void toggle(message)}
            onDelete={() => void remove(message)}
            deleting={busy === message.id}
          />
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onChange={setPage}
          text={t('msg_page_of', { page, pages, total: formatCount(total) })}
        />
      )}
    </div>
  );
}
