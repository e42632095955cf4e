import type { MyFeedback } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { Pager } from '../../../components/pager';
import { formatCount, formatDateTime } from '../../../i18n/numbers';
import { useLoad } from '../../../lib/async/use-load';
import { pageCount } from '../../wallet/record-filters';
import { fetchMyFeedback } from '../api/get-my-feedback';
import { FeedbackIcon } from './feedback-icon';

const PAGE_SIZE = 5;

/**
 * What a member has sent, newest first, each with its state and, once support has answered, the
 * reply (which also arrived in the inbox). Plain text only: what was typed shows as typed.
 */
export function MyFeedbackList() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { state, retry } = useLoad(`${pageNo}`, (signal) =>
    fetchMyFeedback({ pageNo, pageSize: PAGE_SIZE }, signal),
  );
  return (
    <div className="my-feedback" data-testid="my-feedback">
      <LoadStates state={state} retry={retry} rows={3}>
        {(page) => {
          if (page.list.length === 0) {
            return (
              <EmptyState icon={<FeedbackIcon />} testId="my-feedback-empty">
                {t('fb_mine_empty')}
              </EmptyState>
            );
          }
          const pages = pageCount(page.total, PAGE_SIZE);
          return (
            <>
              <ul className="my-feedback__list">
                {page.list.map((item) => (
                  <FeedbackItem key={item.id} item={item} language={i18n.language} />
                ))}
              </ul>
              {pages > 1 && (
                <Pager
                  page={pageNo}
                  pages={pages}
                  onChange={setPageNo}
                  text={t('fb_mine_page', { page: pageNo, pages })}
                />
              )}
            </>
          );
        }}
      </LoadStates>
    </div>
  );
}

function FeedbackItem({ item, language }: { item: MyFeedback; language: string }) {
  const { t } = useTranslation();
  return (
    <li className="my-feedback__item" data-testid="my-feedback-item">
      <div className="my-feedback__head">
        <span className="my-feedback__type">{t(`fb_type_${item.questionType}`)}</span>
        <span className={`state-badge my-feedback__state--${item.status.toLowerCase()}`}>
          {t(`fb_state_${item.status}`)}
        </span>
      </div>
      <p className="my-feedback__content" data-testid="my-feedback-content">
        {item.content}
      </p>
      <p className="my-feedback__meta">
        <time dateTime={item.createdAt}>{formatDateTime(new Date(item.createdAt), language)}</time>
        {item.images > 0 && <span>{t('fb_mine_images', { shown: formatCount(item.images) })}</span>}
      </p>
      {item.reply !== null && (
        <div className="my-feedback__reply" data-testid="my-feedback-reply">
          <p className="my-feedback__reply-label">
            {t('fb_mine_reply')}
            {item.repliedAt && (
              <time dateTime={item.repliedAt}> · {formatDateTime(new Date(item.repliedAt), language)}</time>
            )}
          </p>
          <p className="my-feedback__reply-text">{item.reply}</p>
        </div>
      )}
    </li>
  );
}
