import type { Mission } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState } from '../../../components/list-states';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { sendRetryingOnce } from '../../seamless/retry-once';
import { refreshBalance } from '../../wallet/balance-store';
import { fetchMissionSummary } from '../api/get-mission-summary';
import { postMissionClaim } from '../api/post-mission-claim';
import { adoptMissionReadyCount } from '../mission-badge';
import { StarIcon, TargetIcon } from '../mission-icons';
import { groupMissions, wholeCount, withMission } from '../mission-words';
import { useNow } from '../use-now';
import { type CardNote, MissionCard, useRewardText } from './mission-card';

const PERIOD_HEADING = { DAILY: 'ms_group_daily', WEEKLY: 'ms_group_weekly', ONCE: 'ms_group_once' } as const;

/** After a claim the burst plays this long, then the card rests as claimed. */
const CELEBRATION_MS = 1800;

/**
 * The Missions tab: the member's score and how many missions wait, then the missions under Daily,
 * Weekly and One-off. A claim answers the mission as it is now, the count waiting and the score, so
 * the card, the header and the red badge change in place without reading the list again.
 */
export function MissionsPanel({ memberId, language }: { memberId: number; language: string }) {
  const { t } = useTranslation();
  const now = useNow();
  const rewardText = useRewardText();
  const summary = useLoad(`${memberId}:${language}`, (signal) => fetchMissionSummary(signal));
  const [claimed, setClaimed] = useState<{ list: Mission[]; readyCount: number; score: number } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [note, setNote] = useState<CardNote | null>(null);
  const [celebrating, setCelebrating] = useState<string | null>(null);

  // A fresh read replaces what the claims changed, and tells the badge.
  useEffect(() => {
    if (summary.state.phase !== 'ready') return;
    setClaimed(null);
    adoptMissionReadyCount(memberId, summary.state.value.readyCount);
  }, [summary.state, memberId]);

  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  if (summary.state.phase === 'failed') {
    const { error } = summary.state;
    return (
      <ErrorPanel
        message={isApiError(error) ? error.message : t('common_load_failed')}
        onRetry={summary.retry}
      />
    );
  }
  if (summary.state.phase !== 'ready') return <MissionsSkeleton />;

  const loaded = summary.state.value;
  const current = claimed ?? loaded;
  // The order is the one read: a claimed card changes in place under the member's finger, and
  // goes after the others at the next read.
  const groups = groupMissions(loaded.list).map((group) => ({
    ...group,
    missions: group.missions.map((mission) => current.list.find((m) => m.id === mission.id) ?? mission),
  }));

  const claim = async (mission: Mission) => {
    setBusyId(mission.id);
    setNote(null);
    try {
      const answer = await sendRetryingOnce((requestId) => postMissionClaim(mission.id, requestId));
      setClaimed((state) => {
        const base = state ?? current;
        return {
          list: withMission(base.list, answer.mission),
          readyCount: answer.readyCount,
          score: answer.score,
        };
      });
      adoptMissionReadyCount(memberId, answer.readyCount);
      setCelebrating(answer.mission.id);
      setNote({
        id: mission.id,
        tone: 'success',
        text: t('ms_claim_done', { reward: rewardText(answer.mission.reward) }),
      });
      if (answer.mission.reward.type !== 'POINTS') void refreshBalance();
    } catch (error) {
      setNote({
        id: mission.id,
        tone: 'error',
        text: isApiError(error) ? error.message : t('common_load_failed'),
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="ms-missions" data-testid="ms-missions">
      <div className="ms-summary" data-testid="ms-summary">
        <div className="ms-summary__figure">
          <span className="ms-summary__label">{t('ms_my_score')}</span>
          <strong className="ms-summary__value" data-testid="ms-score" data-score={current.score}>
            <StarIcon aria-hidden="true" />
            {wholeCount(current.score)}
          </strong>
        </div>
        <div className="ms-summary__figure">
          <span className="ms-summary__label">{t('ms_ready_label')}</span>
          <strong
            className={`ms-summary__value ${current.readyCount > 0 ? 'is-ready' : ''}`}
            data-testid="ms-ready"
            data-ready={current.readyCount}
          >
            {wholeCount(current.readyCount)}
          </strong>
        </div>
      </div>

      {groups.length === 0 ? (
        <EmptyState icon={<TargetIcon />} testId="ms-empty">
          <strong className="ms-empty__title">{t('ms_empty_title')}</strong>
          <span className="ms-empty__text">{t('ms_empty_text')}</span>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.period} className="ms-group" data-testid={`ms-group-${group.period}`}>
            <h4 className="ms-group__heading">{t(PERIOD_HEADING[group.period])}</h4>
            <div className="ms-group__list">
              {group.missions.map((mission) => (
                <MissionCard
                  key={mission.id}
                  mission={mission}
                  now={now}
                  busy={busyId === mission.id}
                  celebrate={celebrating === mission.id}
                  note={note?.id === mission.id ? note : null}
                  onClaim={(chosen) => void claim(chosen)}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

/** Placeholder cards in the shape of the missions while they load. */
function MissionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="ms-missions" role="status" aria-label={t('common_loading')} data-testid="ms-loading">
      <span className="ms-skeleton ms-skeleton--summary shimmer" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="ms-skeleton ms-skeleton--card">
          <span className="ms-skeleton__art shimmer" />
          <span className="ms-skeleton__line shimmer" />
          <span className="ms-skeleton__line ms-skeleton__line--short shimmer" />
          <span className="ms-skeleton__bar shimmer" />
        </div>
      ))}
    </div>
  );
}
