import type { Mission } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { CATEGORY_META } from '../../games/categories';
import { memberCentreStore, openMemberCentrePage } from '../../member-centre/member-centre-store';
import { useSite } from '../../site/use-site';
import { DoneIcon, StarIcon } from '../mission-icons';
import { missionGo, progressFigures, progressPercent, rewardText, wholeCount } from '../mission-words';
import { Countdown } from './countdown';
import { MissionArt } from './mission-art';

/** What the last claim on a card led to, shown on that card. */
export interface CardNote {
  id: string;
  tone: 'success' | 'error';
  text: string;
}

/** The reward in words, with the brand's money: `৳ 10 cash`, `৳ 50 bonus · ×5 wagering`, `20 points`. */
export function useRewardText(): (reward: Mission['reward']) => string {
  const { t } = useTranslation();
  const { currencyScale, currencySymbol } = useSite().info.brand;
  return (reward) => rewardText(reward, { symbol: currencySymbol, scale: currencyScale }, t);
}

/**
 * One mission: its icon, title and summary, the progress toward its goal (money or a count), the
 * reward and the score it adds, the time left of its period, and its state: a bar under way, a
 * Claim button once reached, a tick once claimed (with a small burst right after the claim).
 */
export function MissionCard({
  mission,
  now,
  busy,
  celebrate,
  note,
  onClaim,
}: {
  mission: Mission;
  now: number;
  busy: boolean;
  /** Claimed a moment ago on this page: the burst plays once. */
  celebrate: boolean;
  note: CardNote | null;
  onClaim: (mission: Mission) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currencyScale, currencySymbol } = useSite().info.brand;
  const rewardText = useRewardText();
  const go = missionGo(mission);
  const percent = progressPercent(mission.progress, mission.target);
  const figures = progressFigures(mission, { symbol: currencySymbol, scale: currencyScale });
  const where = mission.game
    ? mission.game.name
    : mission.categories && mission.categories.length > 0
      ? mission.categories.map((category) => t(CATEGORY_META[category].label)).join(' · ')
      : null;

  return (
    <article
      className={`ms-card ms-card--${mission.state.toLowerCase()} ${celebrate ? 'is-celebrating' : ''}`}
      data-testid="ms-card"
      data-mission={mission.id}
      data-state={mission.state}
      data-icon={mission.icon ?? ''}
    >
      <div className="ms-card__head">
        <MissionArt icon={mission.icon} />
        <div className="ms-card__titles">
          <h5 className="ms-card__title" data-testid="ms-card-title">
            {mission.title}
          </h5>
          <p className="ms-card__summary">{mission.summary}</p>
          {where && <p className="ms-card__where">{where}</p>}
        </div>
      </div>

      <div className="ms-card__progress">
        <div
          className="ms-bar"
          role="progressbar"
          aria-label={t('ms_progress_label', { title: mission.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <span className="ms-bar__fill" style={{ inlineSize: `${percent}%` }} />
        </div>
        <p className="ms-card__figures" data-testid="ms-card-progress">
          <span>{t('ms_progress_of', { done: figures.done, target: figures.target })}</span>
          <span className="ms-card__percent">{Math.floor(percent)}%</span>
        </p>
      </div>

      <ul className="ms-card__facts">
        <li
          className="ms-fact ms-fact--reward"
          data-testid="ms-card-reward"
          data-reward={mission.reward.type}
        >
          {rewardText(mission.reward)}
        </li>
        <li className="ms-fact ms-fact--score" data-testid="ms-card-score">
          <StarIcon aria-hidden="true" />
          {t('ms_score_adds', { score: wholeCount(mission.score) })}
        </li>
        {mission.state !== 'CLAIMED' && mission.periodEnd && (
          <li className="ms-fact ms-fact--time">
            <Countdown end={mission.periodEnd} now={now} />
          </li>
        )}
      </ul>

      <div className="ms-card__action">
        {mission.state === 'CLAIM' ? (
          <button
            type="button"
            className="button button--primary ms-card__claim"
            onClick={() => onClaim(mission)}
            disabled={busy}
            aria-busy={busy}
            data-testid="ms-claim"
          >
            {busy ? <Spinner size="small" /> : null}
            {t('ms_claim')}
          </button>
        ) : mission.state === 'CLAIMED' ? (
          <span className="ms-card__done" data-testid="ms-claimed">
            <DoneIcon aria-hidden="true" />
            {t('ms_claimed')}
          </span>
        ) : go ? (
          <button
            type="button"
            className="button button--outline ms-card__go"
            onClick={() => {
              if (go.kind === 'deposit') {
                openMemberCentrePage('depositv2');
                return;
              }
              memberCentreStore.set(null);
              void navigate(go.path);
            }}
            data-testid="ms-go"
          >
            {go.kind === 'deposit' ? t('ms_go_deposit') : t('ms_go_play')}
          </button>
        ) : (
          <span className="ms-card__going">{t('ms_in_progress')}</span>
        )}
        {celebrate && (
          <span className="ms-burst" aria-hidden="true">
            {Array.from({ length: 14 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of sparks that never reorders
              <i key={index} style={{ ['--i' as string]: index }} />
            ))}
          </span>
        )}
      </div>

      {note && (
        <p
          className={note.tone === 'success' ? 'form-success ms-card__note' : 'form-alert ms-card__note'}
          role={note.tone === 'success' ? 'status' : 'alert'}
          data-testid="ms-card-note"
        >
          {note.text}
        </p>
      )}
    </article>
  );
}
