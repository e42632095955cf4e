import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';
import { Icon } from './icon';

/** Paging without a total (a search on a million rows): "Page 3", previous and next. */
export function StepPager(props: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  if (props.page === 1 && !props.hasMore) return null;
  return (
    <nav className="pager" aria-label={t('common.paging')} data-testid="pager">
      <span className="pager__range">
        {t('common.page', { page: formatCount(props.page, i18n.language) })}
      </span>
      <button
        type="button"
        className="btn btn--icon"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
        aria-label={t('common.previous')}
        data-testid="pager-previous"
      >
        <Icon name="chevron-left" size={16} />
      </button>
      <button
        type="button"
        className="btn btn--icon"
        disabled={!props.hasMore}
        onClick={() => props.onPage(props.page + 1)}
        aria-label={t('common.next')}
        data-testid="pager-next"
      >
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}

/** "Load more" under a list read newest first by a key; gone when the list has no more. */
export function LoadMore(props: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!props.hasMore) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="btn"
        disabled={props.loading}
        onClick={props.onMore}
        data-testid="load-more"
      >
        {props.loading ? t('common.loading') : t('common.loadMore')}
      </button>
    </div>
  );
}
