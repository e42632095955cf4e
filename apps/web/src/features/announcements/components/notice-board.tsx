import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Pager } from '../../../components/pager';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { reloadAnnouncements, useAnnouncements } from '../announcements-store';
import { NOTICE_PAGE_SIZE, noticePage, noticePageCount } from '../notice-paging';
import { NoticeItem } from './notice-item';

/** The brand's notices, newest first, 8 a page, one opened at a time: the notice popup's body. */
export function NoticeBoard() {
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
