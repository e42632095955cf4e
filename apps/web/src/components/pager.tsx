import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/**
 * Previous / "page x of y" / next under a server- or client-paged list (the account record's
 * markup and classes, shared by every paged list). The caller words the middle text.
 */
export function Pager({
  page,
  pages,
  onChange,
  text,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  text: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t('wallet_pages')}>
      <button
        type="button"
        className="icon-button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('wallet_page_previous')}
        data-testid="pager-previous"
      >
        <Icon className="pager__arrow">
          <path d="m15 18-6-6 6-6" />
        </Icon>
      </button>
      <span className="pager__text" data-testid="pager-text" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={() => onChange(page + 1)}
        disabled={page >= pages}
        aria-label={t('wallet_page_next')}
        data-testid="pager-next"
      >
        <Icon className="pager__arrow">
          <path d="m9 18 6-6-6-6" />
        </Icon>
      </button>
    </nav>
  );
}
