import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { useUniqueId } from '../../lib/ids/use-unique-id';
import { useStore } from '../../lib/store/create-store';
import { useSession } from '../session/use-session';
import { CountBadge } from './count-badge';
import { memberCentreUrl } from './member-centre-address';
import { ChevronDownIcon } from './member-centre-icons';
import { forgetFailedPages, MemberCentrePageView } from './member-centre-pages';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage, memberCentreStore } from './member-centre-store';
import { PageErrorBoundary } from './page-error-boundary';
import { PAGE_META } from './page-meta';

/**
 * The member centre (spec §2.2, §2.3): the menu of its 13 pages beside the open page. On narrow
 * screens the menu folds into one button naming the open page. Members only: it closes by itself
 * when the session ends or turns out to be a trial one.
 */
export function MemberCentreModal() {
  const page = useStore(memberCentreStore);
  const { member, isTrial, state } = useSession();
  const allowed = member !== null && !isTrial;
  const restoring = state.phase === 'restoring';

  useEffect(() => {
    if (page && !allowed && !restoring) memberCentreStore.set(null);
  }, [page, allowed, restoring]);

  if (!page || !allowed) return null;
  return <MemberCentre page={page} />;
}

function MemberCentre({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const menuId = useUniqueId();
  const headingId = useUniqueId();
  const current = PAGE_META[page];
  const CurrentIcon = current.icon;

  return (
    <Modal
      title={t('side_member_centre')}
      onClose={() => memberCentreStore.set(null)}
      className="member-centre"
      historyUrl={memberCentreUrl(window.location.href, page)}
    >
      <div className="member-centre__layout" data-testid="member-centre">
        <nav className="member-centre__nav" aria-label={t('side_member_centre')}>
          <button
            type="button"
            className="member-centre__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="mc-menu-toggle"
          >
            <CurrentIcon />
            <span>{t(current.label)}</span>
            <ChevronDownIcon className="member-centre__chevron" />
          </button>
          <ul id={menuId} className={`member-centre__menu ${menuOpen ? 'is-open' : ''}`}>
            {MEMBER_CENTRE_PAGES.map((item) => {
              const { label, icon: ItemIcon } = PAGE_META[item];
              return (
                <li key={item}>
                  <button
                    type="button"
                    className="member-centre__item"
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => {
                      memberCentreStore.set(item);
                      setMenuOpen(false);
                    }}
                    data-testid={`mc-item-${item}`}
                  >
                    <ItemIcon />
                    <span className="member-centre__label">{t(label)}</span>
                    <CountBadge page={item} />
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* Keyed by page: a newly chosen page starts at its top, whatever the last one was scrolled to. */}
        <section
          key={page}
          className="member-centre__content"
          aria-labelledby={headingId}
          data-testid="member-centre-content"
          data-page={page}
        >
          <h3 id={headingId} className="member-centre__heading">
            {t(current.label)}
          </h3>
          <PageErrorBoundary
            key={`${page}-${attempt}`}
            message={t('mc_page_failed')}
            onRetry={() => {
              forgetFailedPages();
              setAttempt((value) => value + 1);
            }}
          >
            <Suspense fallback={<Skeleton lines={6} className="member-centre__skeleton" />}>
              <MemberCentrePageView page={page} />
            </Suspense>
          </PageErrorBoundary>
        </section>
      </div>
    </Modal>
  );
}
