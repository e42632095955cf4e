import type { ReferralFriend, ReferralRewardState, ReferralRules, ReferralStage } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { fetchReferralFriends } from '../api/get-referral-friends';
import { FriendsIcon, RefreshIcon } from '../referral-icons';
import {
  FRIENDS_PAGE_SIZE,
  friendSteps,
  pageCount,
  reachedCount,
  registeredDay,
  validBetShare,
} from '../referral-words';
import { useKeptLoad } from '../use-kept-load';
import { useReferralMoney } from '../use-referral-money';
import { CopyLinkButton } from './copy-link-button';
import { ShareButton } from './share-button';

const STAGE_LABEL = {
  REGISTER: 'rf_stage_register',
  FIRST_DEPOSIT: 'rf_stage_deposit',
  VALID_BET: 'rf_stage_bet',
} as const satisfies Record<ReferralStage, string>;

const STATE_LABEL = {
  PAID: 'rf_state_paid',
  HELD: 'rf_state_held',
  REJECTED: 'rf_state_rejected',
} as const satisfies Record<ReferralRewardState, string>;

/**
 * The friends the member invited, newest first, a page at a time: each masked, with the day they
 * registered, their three steps, their valid bet toward the threshold and each reward's state.
 * Refresh reads the page and the figures again (rewards are paid by a job, a few seconds after).
 */
export function FriendsList({
  memberId,
  reads,
  rules,
  link,
  refreshing,
  onRefresh,
}: {
  memberId: number;
  reads: number;
  rules: ReferralRules;
  /** The link to share from the empty list; null while the brand offers no rewards. */
  link: string | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const friends = useKeptLoad(`${memberId}:${reads}:${page}`, (signal) =>
    fetchReferralFriends(page, FRIENDS_PAGE_SIZE, signal),
  );
  const busy = refreshing || friends.reading;

  const body = () => {
    if (friends.failed && !friends.value) {
      return (
        <ErrorPanel
          message={isApiError(friends.failed) ? friends.failed.message : t('common_load_failed')}
          onRetry={friends.retry}
        />
      );
    }
    if (!friends.value) {
      return (
        <div
          className="rf-friends__list"
          role="status"
          aria-label={t('common_loading')}
          data-testid="rf-friends-loading"
        >
          <span className="rf-skeleton rf-skeleton--friend shimmer" />
          <span className="rf-skeleton rf-skeleton--friend shimmer" />
        </div>
      );
    }
    const { list, total } = friends.value;
    if (total === 0 && list.length === 0) return <NoFriends link={link} />;
    const pages = pageCount(total);
    return (
      <>
        <ul className="rf-friends__list" data-testid="rf-friends-list">
          {list.map((friend) => (
            <FriendCard key={`${friend.username}:${friend.registeredAt}`} friend={friend} rules={rules} />
          ))}
        </ul>
        {pages > 1 && (
          <Pager
            page={page}
            pages={pages}
            onChange={setPage}
            text={t('rf_page_of', { page, pages, total: formatCount(total) })}
          />
        )}
      </>
    );
  };

  return (
    <section
      className="rf-friends"
      aria-labelledby="rf-friends-title"
      aria-busy={busy}
      data-testid="rf-friends"
    >
      <div className="rf-friends__head">
        <h4 id="rf-friends-title" className="rf-section__title">
          {t('rf_friends_title')}
        </h4>
        <button
          type="button"
          className={`icon-button rf-friends__refresh ${busy ? 'is-busy' : ''}`}
          onClick={onRefresh}
          disabled={busy}
          aria-label={t('rf_refresh')}
          title={t('rf_refresh')}
          data-testid="rf-refresh"
        >
          <RefreshIcon />
        </button>
      </div>
      {friends.failed !== null && friends.value !== null && (
        <p className="form-alert" role="alert">
          {isApiError(friends.failed) ? friends.failed.message : t('common_load_failed')}
        </p>
      )}
      {body()}
    </section>
  );
}

/** No friend yet: a word of encouragement and the link to pass on. */
function NoFriends({ link }: { link: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="rf-empty" data-testid="rf-friends-empty">
      <FriendsIcon className="rf-empty__icon" />
      <strong className="rf-empty__title">{t('rf_empty_title')}</strong>
      <span className="rf-empty__text">{t(link ? 'rf_empty_text' : 'rf_empty_text_off')}</span>
      {link && (
        <div className="rf-empty__actions">
          <ShareButton link={link} />
          <CopyLinkButton link={link} />
        </div>
      )}
    </div>
  );
}

function FriendCard({ friend, rules }: { friend: ReferralFriend; rules: ReferralRules }) {
  const { t, i18n } = useTranslation();
  const money = useReferralMoney();
  const steps = friendSteps(friend);
  const reached = reachedCount(steps);
  const share = validBetShare(friend.validBet, rules.validBetThreshold);
  const rewarded = steps.filter((step) => step.reward !== null);

  return (
    <li
      className="rf-friend"
      data-testid="rf-friend"
      data-username={friend.username}
      data-reached={friend.stages.join(' ')}
    >
      <div className="rf-friend__head">
        <span className="rf-friend__avatar" aria-hidden="true">
          {friend.username.slice(0, 1).toUpperCase()}
        </span>
        <div className="rf-friend__who">
          <strong className="rf-friend__name" data-testid="rf-friend-name">
            {friend.username}
          </strong>
          <span className="rf-friend__since">
            {t('rf_registered_on', { date: registeredDay(friend.registeredAt, i18n.language) })}
          </span>
        </div>
      </div>

      <ol
        className="rf-progress"
        aria-label={t('rf_progress_label', { reached, total: steps.length })}
        data-testid="rf-friend-progress"
        style={{ '--rf-reached': Math.max(0, reached - 1) / (steps.length - 1) } as React.CSSProperties}
      >
        {steps.map((step, index) => (
          <li
            key={step.stage}
            className={`rf-progress__step ${step.reached ? 'is-reached' : ''}`}
            data-stage={step.stage}
            data-reached={step.reached}
          >
            <span className="rf-progress__dot" aria-hidden="true">
              {step.reached ? '✓' : index + 1}
            </span>
            <span className="rf-progress__label">{t(STAGE_LABEL[step.stage])}</span>
          </li>
        ))}
      </ol>

      {share !== null && rules.validBetReward > 0 && (
        <div className="rf-bet" data-testid="rf-friend-bet">
          <div className="rf-bet__line">
            <span className="rf-bet__label">{t('rf_valid_bet')}</span>
            <span className="rf-bet__figures">
              {t('rf_valid_bet_of', {
                done: money(Math.min(friend.validBet, rules.validBetThreshold)),
                target: money(rules.validBetThreshold),
              })}
            </span>
          </div>
          <span
            className="rf-bet__bar"
            role="progressbar"
            aria-label={t('rf_valid_bet')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
          >
            <span className="rf-bet__fill" style={{ inlineSize: `${share * 100}%` }} />
          </span>
        </div>
      )}

      {rewarded.length > 0 && (
        <ul className="rf-rewards">
          {rewarded.map((step) => (
            <li
              key={step.stage}
              className={`rf-reward rf-reward--${step.reward!.state.toLowerCase()}`}
              data-testid="rf-reward"
              data-stage={step.stage}
              data-state={step.reward!.state}
            >
              <span className="rf-reward__stage">{t(STAGE_LABEL[step.stage])}</span>
              <strong className="rf-reward__amount">{money(step.reward!.amount)}</strong>
              <span className="rf-reward__state">{t(STATE_LABEL[step.reward!.state])}</span>
            </li>
          ))}
        </ul>
      )}
      {rewarded.some((step) => step.reward!.state === 'HELD') && (
        <p className="rf-friend__note">{t('rf_held_note')}</p>
      )}
    </li>
  );
}
