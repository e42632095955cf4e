import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isOpenPath } from '../../../app/open-pages';
import { BellIcon, UserIcon } from '../../../components/icons';
import { useScrollEdges } from '../../../components/scroll-edges';
import { openNotices } from '../../announcements/notices-store';
import { DownloadQrButton } from '../../app-download/components/download-qr-popup';
import { openAuthModal } from '../../auth/auth-modal-store';
import { CategoryNav, GameSearchLink } from '../../games/components/category-nav';
import { useVendorLanes } from '../../games/vendor-lanes-store';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { HeaderUnread, useUnreadText } from '../../messages/components/header-unread';
import { RewardButton } from '../../promotions/components/reward-button';
import { useSession } from '../../session/use-session';
import { FLAGS } from '../../site/site-flags';
import { useSite } from '../../site/use-site';
import { BalanceDisplay } from '../../wallet/components/balance-display';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';
import { MenuButton } from './menu-button';
import { ThemeToggle } from './theme-toggle';

/** Top bar (spec §2.5): menu, notices, rewards, logo, member info or login/register, language, theme. */
export function Header({ withMenu }: { withMenu: boolean }) {
  const { t } = useTranslation();
  const { member, state } = useSession();
  const site = useSite();
  const navRef = useRef<HTMLElement>(null);
  const overflow = useScrollEdges(navRef);
  const lanesReady = useVendorLanes().phase === 'ready';
  const openMemberCentre = useOpenMemberCentre();
  // Unread messages: the member button carries their count and opens the inbox.
  const unread = useUnreadText();
  const { flags } = site.info.whitelabel;
  const canRegister = flags[FLAGS.directRegister] === true || flags[FLAGS.mobileRegister] === true;

  return (
    <header className="header">
      <div className="header__inner">
        <div className="header__start">
          {withMenu && <MenuButton />}
          <BrandLogo />
          <nav ref={navRef} className="header__nav" aria-label={t('header_nav')} data-overflow={overflow}>
            <NavLink to="/" end className="header__nav-link">
              {t('nav_home')}
            </NavLink>
            {/* The game types arrive with the vendor lanes: the links after Home are drawn afresh
                then (new elements appear, none moves sideways: decision 0055). */}
            <Fragment key={lanesReady ? 'lanes' : 'no-lanes'}>
              <CategoryNav />
              {/* Pages that are not built yet are not linked (no dead ends). */}
              {isOpenPath('/promotions') && (
                <NavLink to="/promotions" className="header__nav-link">
                  {t('nav_promotions')}
                </NavLink>
              )}
              {isOpenPath('/pointMall') && (
                <NavLink to="/pointMall" className="header__nav-link">
                  {t('nav_point_mall')}
                </NavLink>
              )}
              {isOpenPath('/down') && (
                <NavLink to="/down" className="header__nav-link">
                  {t('nav_download')}
                </NavLink>
              )}
              {isOpenPath('/help') && (
                <NavLink to="/help" className="header__nav-link">
                  {t('nav_help')}
                </NavLink>
              )}
              <GameSearchLink />
            </Fragment>
          </nav>
        </div>
        <div className="header__end">
          <button
            type="button"
            className="icon-button header__bell"
            onClick={openNotices}
            aria-label={t('header_notices')}
            title={t('header_notices')}
          >
            <BellIcon />
          </button>
          <RewardButton />
          <DownloadQrButton />
          {member ? (
            <div className="member-info" data-testid="member-info">
              <button
                type="button"
                className="member-info__name"
                onClick={() => openMemberCentre(unread ? 'messageV2' : 'securityCenter')}
                title={t('side_member_centre')}
                data-testid="member-button"
              >
                <UserIcon />
                <span data-testid="member-account">{member.account}</span>
                {member.isTrial && <span className="badge member-info__trial">{t('trial_badge')}</span>}
                {unread && <HeaderUnread text={unread} />}
              </button>
              <BalanceDisplay fallbackSymbol={member.currencySymbol} testId="balance" />
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => openMemberCentre('depositv2')}
                data-testid="deposit-button"
              >
                {t('header_deposit')}
              </button>
              <button
                type="button"
                className="button button--outline button--small header__withdraw"
                onClick={() => openMemberCentre('withdraw')}
                data-testid="withdraw-button"
              >
                {t('header_withdraw')}
              </button>
            </div>
          ) : state.phase === 'restoring' ? (
            <span className="header__restoring shimmer" role="status" aria-label={t('common_loading')} />
          ) : (
            <div className="header__auth">
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => openAuthModal('login')}
                data-testid="header-login"
              >
                {t('header_login')}
              </button>
              {canRegister && (
                <button
                  type="button"
                  className="button button--primary button--small"
                  onClick={() => openAuthModal('register')}
                  data-testid="header-register"
                >
                  {t('header_register')}
                </button>
              )}
            </div>
          )}
          <LanguageSelect className="header__language" />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
