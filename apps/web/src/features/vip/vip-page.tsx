import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { isApiError } from '../../lib/api/api-error';
import { useLoad } from '../../lib/async/use-load';
import { GuestActions } from '../auth/components/guest-actions';
import { useSession } from '../session/use-session';
import { fetchVipInfo } from './api/get-vip-info';
import { LevelList } from './components/level-list';
import { StandingCard } from './components/standing-card';
import { CrownIcon } from './vip-icons';
import { adoptStanding } from './vip-store';

/**
 * /vip (issue 15: "a VIP page with levels and benefits"): the member's standing and what is left to
 * the next level, then every level with what reaches it and what it pays. A visitor sees the levels
 * and a way to log in; a trial player, that VIP is for real accounts.
 */
export function VipPage() {
  const { t, i18n } = useTranslation();
  const { member, state: session } = useSession();
  // A stored session is still being restored: wait, or the visitor's view would flash first.
  const key = session.phase === 'restoring' ? null : `${member?.id ?? '-'}:${i18n.language}`;
  const { state, retry } = useLoad(key, (signal) => fetchVipInfo(signal));
  const standing = state.phase === 'ready' ? state.value.standing : null;
  // The side menu's label follows what this page read.
  useEffect(() => {
    if (state.phase === 'ready') adoptStanding(state.value.standing);
  }, [state]);

  return (
    <div className="container vip-page" data-testid="vip-page">
      <header className="vip-page__head">
        <h1 className="vip-page__title">
          <CrownIcon /> {t('nav_vip')}
        </h1>
        <p className="vip-page__lead">{t('vip_lead')}</p>
      </header>
      {state.phase === 'failed' ? (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      ) : state.phase !== 'ready' ? (
        <div className="vip-page__loading" role="status" aria-label={t('common_loading')}>
          <span className="vip-standing vip-standing--placeholder shimmer" />
          <div className="vip-levels">
            {[0, 1, 2].map((index) => (
              <span key={index} className="vip-level vip-level--placeholder shimmer" />
            ))}
          </div>
        </div>
      ) : (
        <>
          {standing ? (
            <StandingCard standing={standing} levels={state.value.levels} />
          ) : (
            <GuestCard trial={member !== null} />
          )}
          <section className="vip-page__section">
            <h2 className="vip-page__heading">{t('vip_levels_title')}</h2>
            <LevelList levels={state.value.levels} current={standing?.vipRankLevel ?? null} />
          </section>
        </>
      )}
    </div>
  );
}

/** Who has no standing: a visitor is asked to log in (or register); a trial player to register. */
function GuestCard({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="vip-standing vip-standing--guest" data-testid="vip-guest">
      <div className="vip-standing__head">
        <span className="vip-standing__crown" aria-hidden="true">
          <CrownIcon />
        </span>
        <div>
          <h2 className="vip-standing__name">{t('vip_visitor_title')}</h2>
          <p className="vip-standing__note">{trial ? t('vip_trial_text') : t('vip_visitor_text')}</p>
        </div>
      </div>
      <GuestActions trial={trial} className="vip-standing__actions" testIdPrefix="vip" />
    </section>
  );
}
