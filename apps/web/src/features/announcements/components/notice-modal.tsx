import type { Notice } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Modal } from '../../../components/modal';
import { Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useStore } from '../../../lib/store/create-store';
import { ChevronDownIcon } from '../../member-centre/member-centre-icons';
import { reloadAnnouncements, useAnnouncements } from '../announcements-store';
import { NOTICE_PAGE_SIZE, noticeDate, noticePage, noticePageCount } from '../notice-paging';
import { closeNotices, noticesOpenStore } from '../notices-store';
import { RichText } from './rich-text';

/** The notice popup (spec §2.2): the brand's notices, newest first, 8 a page, one opened at a time. */
export function NoticeModal() {
  const { t } = useTranslation();
  const open = useStore(noticesOpenStore);
  if (!open) return null;
  return (
    <Modal title={t('header_notices')} onClose={closeNotices} className="notices">
      <NoticeBoard />
    </Modal>
  );
}

function NoticeBoard() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const [page, setPage] = useState(1);

  if (announcements.phase === 'loading') {
    return (
      <div aria-busy="true" data-testid="notices-loading">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (announcements.phase === 'failed') {
    const { error } = announcements;
    return (
      <ErrorPanel
        message={isApiError(error) ? error.message : t('common_load_failed')}
        onRetry={reloadAnnouncements}
      />
    );
  }
  const notices = announcements.phase === 'ready' ? announcements.value.player : [];
  if (notices.length === 0) {
    return (
      <p className="notices__empty" data-testid="notices-empty">
        {t('notices_empty')}
      </p>
    );
  }
  const pages = noticePageCount(notices.length);
  const current = Math.min(page, pages);
  return (
    <div className="notices__board" data-testid="notices">
      <ul className="notices__list">
        {noticePage(notices, current).map((notice, index) => (
          <NoticeItem key={notice.id} notice={notice} initiallyOpen={index === 0 && current === 1} />
        ))}
      </ul>
      {notices.length > NOTICE_PAGE_SIZE && (
        <Pager
          page={current}
          pages={pages}
          onChange={setPage}
          text={t('notices_page_of', { page: current, pages, total: notices.length })}
        />
      )}
    </div>
  );
}

function NoticeItem({ notice, initiallyOpen }: { notice: Notice; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useUniqueId();
  return (
    <li className={`notice ${open ? 'is-open' : ''}`} data-testid="notice">
      <button
        type="button"
        className="notice__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="notice__title">{notice.title}</span>
        <time className="notice__date" dateTime={notice.publishedAt}>
          {noticeDate(notice.publishedAt)}
        </time>
        <ChevronDownIcon className="notice__chevron" />
      </button>
      <div id={bodyId} className="notice__body" hidden={!open}>
        <RichText html={notice.content} />
      </div>
    </li>
  );
}
