import type { MallItem } from '@tessera/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { useLoad } from '../../lib/async/use-load';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { useSession } from '../session/use-session';
import { fetchPointBalance } from './api/get-point-balance';
import { fetchPointConfig } from './api/get-point-config';
import { fetchPointRewards } from './api/get-point-rewards';
import { ConvertDialog } from './components/convert-dialog';
import { MallGrid } from './components/mall-grid';
import { PointLines } from './components/point-lines';
import { PointsGuest } from './components/points-guest';
import { PointsSummary } from './components/points-summary';
import { RedeemDialog } from './components/redeem-dialog';
import { RedeemHistory } from './components/redeem-history';
import { BagIcon } from './points-icons';
import { useKeptLoad } from './use-kept-load';
// In this order: the narrow phone's overrides come last.
import './points.css';
import './points-mall.css';
import './points-dialogs.css';
import './points-lists.css';
import './points-phone.css';

const TABS = ['mall', 'redeems', 'details'] as const;
type Tab = (typeof TABS)[number];

/** The tab an address asks for (`/pointMall?tab=details`), else the mall. */
function tabOf(search: string): Tab {
  const asked = new URLSearchParams(search).get('tab');
  return (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'mall';
}

/**
 * /pointMall (spec §2.1, issue 16: "points mall with redeem history and points details"): the w_shop
 * banners, the member's points with what they convert to and how they are earned, then the mall's
 * items, the redeem history and the points details as tabs. Every call is a member's: a visitor
 * (or a trial player) sees the page's frame with a way to sign in (or register) instead.
 */
export function PointsMallPage() {
  const { t } = useTranslation();
  const { member, state: session } = useSession();
  return (
    <div className="container pm-page" data-testid="points-page">
      <BannerCarousel group="w_shop" className="pm-page__banners" />
      <header className="pm-page__head">
        <h1 className="pm-page__title">
          <BagIcon /> {t('nav_point_mall')}
        </h1>
        <p className="pm-page__lead">{t('pm_lead')}</p>
      </header>
      {session.phase === 'restoring' ? (
        <div className="pm-summary pm-summary--placeholder" role="status" aria-label={t('common_loading')}>
          <Skeleton lines={4} />
        </div>
      ) : member && !member.isTrial ? (
        <MemberMall key={member.id} />
      ) : (
        <PointsGuest trial={member !== null} />
      )}
    </div>
  );
}

/** A member's mall: everything is read for them and read again after each change they make. */
function MemberMall() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>(() => tabOf(window.location.search));
  /** Bumped after a redeem or a conversion: the balance, the stock and the lists are read again. */
  const [version, setVersion] = useState(0);
  const [redeeming, setRedeeming] = useState<MallItem | null>(null);
  const [converting, setConverting] = useState(false);
  const language = i18n.language;
  const tabsRef = useRef<HTMLDivElement>(null);
  /** A dialog's "see history" or "see details": the tab, brought into view. */
  const showTab = (next: Tab) => {
    setTab(next);
    requestAnimationFrame(() => tabsRef.current?.scrollIntoView({ block: 'start' }));
  };

  const balance = useKeptLoad(language, version, (signal) => fetchPointBalance(signal));
  const config = useLoad(language, (signal) => fetchPointConfig(signal));
  const rewards = useKeptLoad(language, version, (signal) => fetchPointRewards(signal));
  const points = balance.state.phase === 'ready' ? balance.state.value.points : null;
  const changed = () => setVersion((value) => value + 1);

  return (
    <>
      <PointsSummary balance={balance} config={config} onConvert={() => setConverting(true)} />
      <div className="pm-page__tabs" ref={tabsRef}>
        <Tabs
          label={t('pm_sections')}
          items={[
            { key: 'mall', label: t('pm_tab_mall') },
            { key: 'redeems', label: t('pm_tab_redeems') },
            { key: 'details', label: t('pm_tab_details') },
          ]}
          active={tab}
          onChange={setTab}
        />
      </div>
      <section className="pm-page__panel" aria-label={t(`pm_tab_${tab}`)} data-testid={`pm-panel-${tab}`}>
        {tab === 'mall' && <MallGrid rewards={rewards} points={points} onRedeem={setRedeeming} />}
        {tab === 'redeems' && <RedeemHistory version={version} />}
        {tab === 'details' && <PointLines version={version} />}
      </section>
      {redeeming && points !== null && (
        <RedeemDialog
          item={redeeming}
          points={points}
          onClose={() => setRedeeming(null)}
          onRedeemed={changed}
          onShowHistory={() => {
            setRedeeming(null);
            showTab('redeems');
          }}
          onStale={changed}
        />
      )}
      {converting && points !== null && config.state.phase === 'ready' && (
        <ConvertDialog
          points={points}
          config={config.state.value}
          onClose={() => setConverting(false)}
          onConverted={changed}
          onShowDetails={() => {
            setConverting(false);
            showTab('details');
          }}
          onStale={changed}
        />
      )}
    </>
  );
}
