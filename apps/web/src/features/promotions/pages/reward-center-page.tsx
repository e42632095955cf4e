import type { PromotionCard as Card } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-states';
import { isApiError } from '../../../lib/api/api-error';
import { memberCentreStore } from '../../member-centre/member-centre-store';
import { ApplyDialog } from '../components/apply-dialog';
import { PromotionCard } from '../components/promotion-card';
import { PromotionDetail } from '../components/promotion-detail';
import { rewardGroups } from '../promotion-actions';
import { refreshRewardBadge } from '../reward-badge';
import { type CardActions, useCardActions } from '../use-card-actions';
import { usePromotionList } from '../use-promotion-list';

/**
 * rewardCenter (spec §2.3, issue 15): what can be claimed now, what is under way (joined, waiting
 * for a deposit, under review, a bonus wagering), and the recent history (claimed, rejected,
 * closed), each card with why, its button and its detail.
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePromotionList(undefined);
  const actions = useCardActions(list.change);
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => void refreshRewardBadge(), []);

  if (list.state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(list.state.error) ? list.state.error.message : t('common_load_failed')}
        onRetry={list.reload}
      />
    );
  }
  if (list.state.phase !== 'ready') return <ListSkeleton rows={4} />;
  const groups = rewardGroups(list.cards);
  const show = (card: Card) => setOpenId(card.id);
  return (
    <div className="reward-centre" data-testid="reward-centre">
      <RewardSection
        title={t('promo_rc_claim_now')}
        cards={groups.claim}
        empty={t('promo_rc_claim_empty')}
        actions={actions}
        onDetails={show}
        testId="rc-claim"
      />
      <RewardSection
        title={t('promo_rc_in_progress')}
        cards={groups.progress}
        empty={t('promo_rc_progress_empty')}
        actions={actions}
        onDetails={show}
        testId="rc-progress"
      />
      <RewardSection
        title={t('promo_rc_history')}
        cards={groups.history}
        empty={t('promo_rc_history_empty')}
        actions={actions}
        onDetails={show}
        testId="rc-history"
      />
      <button
        type="button"
        className="button button--outline reward-centre__browse"
        onClick={() => {
          memberCentreStore.set(null);
          void navigate('/promotions');
        }}
        data-testid="rc-browse"
      >
        {t('promo_rc_browse')}
      </button>
      {openId && (
        <PromotionDetail
          id={openId}
          current={list.changed[openId] ?? list.cards.find((card) => card.id === openId)}
          actions={actions}
          onClose={() => setOpenId(null)}
        />
      )}
      {actions.applying && (
        <ApplyDialog card={actions.applying} onClose={actions.closeApply} onApplied={actions.applied} />
      )}
    </div>
  );
}

function RewardSection({
  title,
  cards,
  empty,
  actions,
  onDetails,
  testId,
}: {
  title: string;
  cards: Card[];
  empty: string;
  actions: CardActions;
  onDetails: (card: Card) => void;
  testId: string;
}) {
  return (
    <section className="reward-centre__section" data-testid={testId}>
      <h3 className="reward-centre__heading">
        {title}
        {cards.length > 0 && <span className="reward-centre__count">{cards.length}</span>}
      </h3>
      {cards.length === 0 ? (
        <p className="reward-centre__empty">{empty}</p>
      ) : (
        <div className="reward-centre__list">
          {cards.map((card) => (
            <PromotionCard key={card.id} card={card} actions={actions} onDetails={onDetails} layout="row" />
          ))}
        </div>
      )}
    </section>
  );
}
