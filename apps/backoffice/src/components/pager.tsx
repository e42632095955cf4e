import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';
import { pageCount } from '../lib/hooks/list-query';
import { Icon } from './icon';

/** Server paging: "41–60 of 312" and previous / next. */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (props.total === 0) return null;
  const pages = pageCount(props.total, props.pageSize);
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  const n = (value: number) => formatCount(value, i18n.language);
  return (
    <nav className="pager" aria-label={t('common.paging')} data-testid="pager">
      <span className="pager__range">
        {t('common.range', { from: n(from), to: n(to), total: n(props.total) })}
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
      <span className="pager__page">{t('common.pageOf', { page: n(props.page), pages: n(pages) })}</span>
      <button
        type="button"
        className="btn btn--icon"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
        aria-label={t('common.next')}
        data-testid="pager-next"
      >
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}
