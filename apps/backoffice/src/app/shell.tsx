import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../components/icon';
import { PreferenceSwitches } from '../components/preference-switches';
import { ToastHost } from '../components/toast';
import { useBrand } from '../features/brand/brand-store';
import { IdleGuard } from '../features/session/components/idle-guard';
import { sessionStore } from '../features/session/session-store';
import { signOut } from '../features/session/sign-out';
import { formatCount } from '../lib/format';
import { useStore } from '../lib/store/store';
import { queueCountsStore } from '../lib/ws/queue-counts';
import { menuFor } from './menu';
import { QueueLive } from './queue-live';

const GROUPS = ['overview', 'cashier', 'operations', 'rewards', 'admin'] as const;

/** The signed-in frame: the side menu (a drawer on a phone) and the page. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const session = useStore(sessionStore);
  const queues = useStore(queueCountsStore);
  const brand = useBrand();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // A page chosen from the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setOpen(false), [location.pathname]);
  // Escape closes the drawer, as it closes a dialog.
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);
  const items = menuFor(session?.role);
  const current = items.find((item) => location.pathname.startsWith(item.path));

  return (
    <div className={`shell${open ? ' shell--open' : ''}`}>
      <header className="topbar">
        <button
          type="button"
          className="btn btn--icon btn--ghost"
          onClick={() => setOpen(true)}
          aria-label={t('shell.openMenu')}
          data-testid="menu-open"
        >
          <Icon name="menu" />
        </button>
        <span className="topbar__title">{current ? t(`nav.${current.key}`) : t('shell.product')}</span>
      </header>
      <button
        type="button"
        className="scrim"
        aria-label={t('shell.closeMenu')}
        tabIndex={open ? 0 : -1}
        onClick={() => setOpen(false)}
      />
      <aside className="sidebar" data-testid="sidebar">
        <div className="sidebar__brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <div>
            <strong>{t('shell.product')}</strong>
            <span className="muted">{brand?.name ?? '\u00a0'}</span>
          </div>
          <button
            type="button"
            className="btn btn--icon btn--ghost sidebar__close"
            onClick={() => setOpen(false)}
            aria-label={t('shell.closeMenu')}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav className="nav" aria-label={t('shell.menu')}>
          {GROUPS.map((group) => {
            const inGroup = items.filter((item) => item.group === group);
            if (inGroup.length === 0) return null;
            return (
              <div key={group} className="nav__group">
                <p className="nav__label">{t(`nav.groups.${group}`)}</p>
                {inGroup.map((item) => {
                  const waiting = item.queue && queues ? queues[item.queue] : 0;
                  return (
                    <NavLink
                      key={item.key}
                      to={item.path}
                      className="nav__item"
                      onClick={() => setOpen(false)}
                      data-testid={`nav-${item.key}`}
                    >
                      <Icon name={item.icon} />
                      <span>{t(`nav.${item.key}`)}</span>
                      {waiting > 0 && (
                        <span
                          className="nav__count"
                          data-testid={`nav-count-${item.key}`}
                          title={t('shell.waiting', { count: waiting })}
                        >
                          {formatCount(waiting, i18n.language)}
                        </span>
                      )}
                    </NavLink>
                  );
                })}
              </div>
            );
          })}
        </nav>
        <div className="sidebar__foot">
          <PreferenceSwitches />
          <div className="whoami" data-testid="whoami">
            <span className="avatar" aria-hidden="true">
              {(session?.username ?? '?').slice(0, 1).toUpperCase()}
            </span>
            <div className="whoami__text">
              <strong data-testid="whoami-name">{session?.username}</strong>
              <span className="muted" data-testid="whoami-role" data-role={session?.role}>
                {t(`roles.${session?.role ?? 'unknown'}`, { defaultValue: session?.role ?? '' })}
              </span>
            </div>
            <NavLink
              to="/account"
              onClick={() => setOpen(false)}
              className="btn btn--icon btn--ghost"
              aria-label={t('nav.account')}
              title={t('nav.account')}
              data-testid="nav-account"
            >
              <Icon name="key" size={16} />
            </NavLink>
            <button
              type="button"
              className="btn btn--icon btn--ghost"
              onClick={() => void signOut()}
              aria-label={t('shell.signOut')}
              title={t('shell.signOut')}
              data-testid="sign-out"
            >
              <Icon name="logout" size={16} />
            </button>
          </div>
        </div>
      </aside>
      {/* The address this page was drawn for: the address bar moves before a navigation's render
          (React Router renders it as a transition), so journeys wait until the two agree. */}
      <main className="main" id="main" data-location={location.pathname + location.search}>
        <Outlet />
      </main>
      <IdleGuard />
      <QueueLive />
      <ToastHost />
    </div>
  );
}
