import { type ComponentType, type ReactNode, Suspense, type SVGProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { useUniqueId } from '../../lib/ids/use-unique-id';
import { ChevronDownIcon } from './member-centre-icons';
import { PageErrorBoundary } from './page-error-boundary';

export type PageMeta = { label: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export interface CentreMenu<P extends string> {
  pages: readonly P[];
  /** Menu label (catalogue key) and icon of each page. */
  meta: Record<P, PageMeta>;
  /** The menu's accessible name, translated. */
  title: string;
  /** Test ids: `<testId>` and `<testId>-content`; `<idPrefix>-menu-toggle`, `<idPrefix>-item-<page>`. */
  testId: string;
  idPrefix: string;
  /** Something after an item's label (the member centre's red counts). */
  badge?: (page: P) => ReactNode;
}

/**
 * A centre's menu of pages beside the open page (the member centre, the agent centre; in a modal or
 * as a whole page). On narrow screens the menu folds into one button naming the open page. A page
 * whose code fails to load shows the error with a retry in place of the page.
 */
export function CentreLayout<P extends string>({
  menu,
  page,
  onSelect,
  renderPage,
  onRetry,
  className = '',
}: {
  menu: CentreMenu<P>;
  page: P;
  onSelect: (page: P) => void;
  renderPage: (page: P) => ReactNode;
  /** Before a retry of a page that failed (forget the failed chunks). */
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const menuId = useUniqueId();
  const headingId = useUniqueId();
  const current = menu.meta[page];
  const CurrentIcon = current.icon;

  return (
    <div className={`centre__layout ${className}`} data-testid={menu.testId}>
      <nav className="centre__nav" aria-label={menu.title}>
        <button
          type="button"
          className="centre__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid={`${menu.idPrefix}-menu-toggle`}
        >
          <CurrentIcon />
          <span>{t(current.label)}</span>
          <ChevronDownIcon className="centre__chevron" />
        </button>
        <ul id={menuId} className={`centre__menu ${menuOpen ? 'is-open' : ''}`}>
          {menu.pages.map((item) => {
            const { label, icon: ItemIcon } = menu.meta[item];
            return (
              <li key={item}>
                <button
                  type="button"
                  className="centre__item"
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => {
                    onSelect(item);
                    setMenuOpen(false);
                  }}
                  data-testid={`${menu.idPrefix}-item-${item}`}
                >
                  <ItemIcon />
                  <span className="centre__label">{t(label)}</span>
                  {menu.badge?.(item)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* Keyed by page: a newly chosen page starts at its top, whatever the last one was scrolled to. */}
      <section
        key={page}
        className="centre__content"
        aria-labelledby={headingId}
        data-testid={`${menu.testId}-content`}
        data-page={page}
      >
        <h3 id={headingId} className="centre__heading">
          {t(current.label)}
        </h3>
        <PageErrorBoundary
          key={`${page}-${attempt}`}
          message={t('mc_page_failed')}
          onRetry={() => {
            onRetry();
            setAttempt((value) => value + 1);
          }}
        >
          <Suspense fallback={<Skeleton lines={6} className="centre__skeleton" />}>
            {renderPage(page)}
          </Suspense>
        </PageErrorBoundary>
      </section>
    </div>
  );
}
