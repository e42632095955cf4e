import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOpenPath } from '../../../app/open-pages';
import {
  BellIcon,
  ChartIcon,
  CloseIcon,
  GiftIcon,
  HeadsetIcon,
  InfoIcon,
  KeyIcon,
  LogoutIcon,
  ReceiptIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from '../../../components/icons';
import { useStore } from '../../../lib/store/create-store';
import { useOpenAgentCentre } from '../../agents/use-open-agent-centre';
import { openNotices } from '../../announcements/notices-store';
import { PhoneDownloadIcon } from '../../app-download/components/app-icons';
import { openAuthModal } from '../../auth/auth-modal-store';
import { ChatUnreadBadge } from '../../chat/components/chat-unread-badge';
import { FeedbackIcon } from '../../feedback/components/feedback-icon';
import { openFeedback } from '../../feedback/feedback-store';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import { PointsIcon } from '../../points/points-icons';
import { TicketIcon } from '../../raffles/components/raffle-icons';
import { useLogout } from '../../session/use-logout';
import { useSession } from '../../session/use-session';
import { FLAGS } from '../../site/site-flags';
import { useSite } from '../../site/use-site';
import { CrownIcon } from '../../vip/vip-icons';
import { useVipStanding } from '../../vip/vip-store';
import { BalanceDisplay } from '../../wallet/components/balance-display';
import { setSideMenu, sideMenuStore } from '../side-menu-store';
import { useCustomerService } from '../use-customer-service';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';

/** The left drawer (spec §2.5); Escape or the backdrop closes it. */
export function SideMenu() {
  const { t } = useTranslation();
  const open = useStore(sideMenuStore);
  const { member, isAgent } = useSession();
  const standing = useVipStanding();
  const { flags } = useSite().info.whitelabel;
  const openAgentCentre = useOpenAgentCentre();
  const openMemberCentre = useOpenMemberCentre();
  const logout = useLogout();
  const customerService = useCustomerService();
  const panelRef = useRef<HTMLElement>(null);
  // Its contents are drawn when it first opens and kept from then on: a page opens without the
  // drawer's eighty hidden elements (decision 0057). The drawer itself is always there, so it
  // still slides in.
  const opened = useRef(open);
  if (open) opened.current = true;
  const canRegister = flags[FLAGS.directRegister] === true || flags[FLAGS.mobileRegister] === true;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSideMenu('close');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const run = (action: () => void) => () => {
    setSideMenu('close');
    action();
  };

  return (
    <>
      <div
        className={`side-menu__backdrop ${open ? 'is-open' : ''}`}
        onClick={() => setSideMenu('close')}
        aria-hidden="true"
      />
      <nav
        id="side-menu"
        ref={panelRef}
        className={`side-menu ${open ? 'is-open' : ''}`}
        aria-label={t('side_title')}
        aria-hidden={!open}
        inert={!open}
        tabIndex={-1}
        data-testid="side-menu"
      >
        <div className="side-menu__head">
          <span className="side-menu__title">{t('side_title')}</span>
          <button
            type="button"
            className="icon-button"
            onClick={() => setSideMenu('close')}
            aria-label={t('common_close')}
          >
            <CloseIcon />
          </button>
        </div>
        {opened.current && (
          <>
            {member ? (
              <div className="side-menu__member">
                <div className="side-menu__avatar" aria-hidden="true">
                  {member.account.slice(0, 1).toUpperCase()}
                </div>
                <div className="side-menu__who">
                  {standing?.hasVip && isOpenPath('/vip') && (
                    <Link
                      to="/vip"
                      className="vip-label"
                      onClick={() => setSideMenu('close')}
                      data-testid="side-vip-label"
                      data-level={standing.vipRankLevel}
                    >
                      <CrownIcon /> {standing.vipLabelName}
                    </Link>
                  )}
                  <strong data-testid="side-account">{member.account}</strong>
                  <BalanceDisplay fallbackSymbol={member.currencySymbol} testId="side-balance" />
                </div>
                <div className="side-menu__money">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={run(() => openMemberCentre('depositv2'))}
                    data-testid="side-deposit"
                  >
                    {t('header_deposit')}
                  </button>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    onClick={run(() => openMemberCentre('withdraw'))}
                    data-testid="side-withdraw"
                  >
                    {t('header_withdraw')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="side-menu__guest">
                <button
                  type="button"
                  className="button button--outline"
                  onClick={run(() => openAuthModal('login'))}
                >
                  {t('header_login')}
                </button>
                {canRegister && (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={run(() => openAuthModal('register'))}
                  >
                    {t('header_register')}
                  </button>
                )}
              </div>
            )}
            <ul className="side-menu__list">
              {isAgent && (
                <MenuItem
                  icon={<UsersIcon />}
                  label={t('side_agent_centre')}
                  onClick={run(() => openAgentCentre())}
                  testId="side-agent-centre"
                />
              )}
              {member && (
                <>
                  <MenuItem
                    icon={<UserIcon />}
                    label={t('side_member_centre')}
                    onClick={run(() => openMemberCentre('securityCenter'))}
                    testId="side-member-centre"
                  />
                  <MenuItem
                    icon={<ReceiptIcon />}
                    label={t('side_account_record')}
                    onClick={run(() => openMemberCentre('transactionHistory'))}
                    testId="side-account-record"
                  />
                  <MenuItem
                    icon={<ChartIcon />}
                    label={t('side_betting_record')}
                    onClick={run(() => openMemberCentre('personalHistoryCopy'))}
                    testId="side-betting-record"
                  />
                </>
              )}
              {isOpenPath('/promotions') && (
                <li>
                  <Link to="/promotions" className="side-menu__item" onClick={() => setSideMenu('close')}>
                    <GiftIcon />
                    <span>{t('nav_promotions')}</span>
                  </Link>
                </li>
              )}
              {isOpenPath('/vip') && (
                <li>
                  <Link
                    to="/vip"
                    className="side-menu__item"
                    onClick={() => setSideMenu('close')}
                    data-testid="side-vip"
                  >
                    <CrownIcon />
                    <span>{t('nav_vip')}</span>
                  </Link>
                </li>
              )}
              {isOpenPath('/pointMall') && (
                <li>
                  <Link
                    to="/pointMall"
                    className="side-menu__item"
                    onClick={() => setSideMenu('close')}
                    data-testid="side-point-mall"
                  >
                    <PointsIcon />
                    <span>{t('nav_point_mall')}</span>
                  </Link>
                </li>
              )}
              {isOpenPath('/raffle') && (
                <li>
                  <Link
                    to="/raffle"
                    className="side-menu__item"
                    onClick={() => setSideMenu('close')}
                    data-testid="side-raffles"
                  >
                    <TicketIcon />
                    <span>{t('nav_raffles')}</span>
                  </Link>
                </li>
              )}
              {isOpenPath('/down') && (
                <li>
                  <Link
                    to="/down"
                    className="side-menu__item"
                    onClick={() => setSideMenu('close')}
                    data-testid="side-download"
                  >
                    <PhoneDownloadIcon />
                    <span>{t('nav_download')}</span>
                  </Link>
                </li>
              )}
              <MenuItem
                icon={<BellIcon />}
                label={t('header_notices')}
                onClick={run(openNotices)}
                testId="side-notices"
              />
              {isOpenPath('/help') && (
                <li>
                  <Link
                    to="?help=centre"
                    className="side-menu__item"
                    onClick={() => setSideMenu('close')}
                    data-testid="side-help"
                  >
                    <InfoIcon />
                    <span>{t('nav_help')}</span>
                  </Link>
                </li>
              )}
              <MenuItem
                icon={<HeadsetIcon />}
                label={t('customer_service')}
                onClick={run(customerService)}
                badge={<ChatUnreadBadge />}
              />
              <MenuItem
                icon={<FeedbackIcon />}
                label={t('fb_entry')}
                onClick={run(openFeedback)}
                testId="side-feedback"
              />
              {member && !member.isTrial && (
                <MenuItem
                  icon={<KeyIcon />}
                  label={t('change_password_title')}
                  onClick={run(() => openAuthModal({ kind: 'changePassword', forced: false }))}
                />
              )}
              {member && (
                <MenuItem
                  icon={<LogoutIcon />}
                  label={t('side_logout')}
                  onClick={run(() => void logout())}
                  testId="side-logout"
                />
              )}
            </ul>
            <div className="side-menu__prefs">
              <LanguageSelect />
              <ThemeToggle />
            </div>
            <p className="side-menu__note">
              <ShieldIcon /> {t('footer_responsible')}
            </p>
          </>
        )}
      </nav>
    </>
  );
}

function MenuItem({
  icon,
  label,
  onClick,
  testId,
  badge,
}: {
  icon: React.ReactNode;
  label: string;
  onClick: () => void;
  testId?: string;
  badge?: React.ReactNode;
}) {
  return (
    <li>
      <button type="button" className="side-menu__item" onClick={onClick} data-testid={testId}>
        {icon}
        <span>{label}</span>
        {badge}
      </button>
    </li>
  );
}
