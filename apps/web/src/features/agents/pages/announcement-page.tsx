import { AGENT_NOTICE_PAGE_SIZE } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { useLoad } from '../../../lib/async/use-load';
import { NoticeItem } from '../../announcements/components/notice-item';
import { pageCount } from '../../wallet/record-filters';
import { fetchAgentAnnouncements } from '../api/get-agent-announcements';

/**
 * agentAnnouncement (spec §2.4, issue 14): the notices the back office writes for agents alone
 * (`/wps/agent/announcements`), newest first, a page at a time, the newest opened; in the site's
 * language, asked again when it changes.
 */
export function AgentAnnouncementPage() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { state, retry } = useLoad(`${pageNo}:${i18n.language}`, (signal) =>
    fetchAgentAnnouncements({ pageNo, pageSize: AGENT_NOTICE_PAGE_SIZE }, signal),
  );
  return (
    <div className="agent-page" data-testid="agent-announcements">
      <p className="agent-page__lead">{t('agent_announcements_lead')}</p>
      <LoadStates state={state} retry={retry} rows={4}>
        {(page) => {
          if (page.list.length === 0) {
            return (
              <EmptyState icon={<BellIcon />} testId="agent-announcements-empty">
                {t('agent_announcements_empty')}
              </EmptyState>
            );
          }
          const pages = pageCount(page.total, AGENT_NOTICE_PAGE_SIZE);
          return (
            <div className="notices__board">
              <ul className="notices__list" data-testid="agent-notices">
                {page.list.map((notice, index) => (
                  <NoticeItem key={notice.id} notice={notice} initiallyOpen={index === 0 && pageNo === 1} />
                ))}
              </ul>
              {pages > 1 && (
                <Pager
                  page={pageNo}
                  pages={pages}
                  onChange={setPageNo}
                  text={t('agent_page_of', { page: pageNo, pages, total: page.total })}
                />
              )}
            </div>
          );
        }}
      </LoadStates>
    </div>
  );
}
