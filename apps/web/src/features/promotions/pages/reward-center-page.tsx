import type { PromotionCard as Card } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-states';
import { type TabItem, Tabs } from '../../../components/tabs';
import { isApiError } from '../../../lib/api/api-error';
import { memberCentreStore } from '../../member-centre/member-centre-store';
import { CashbackPanel } from '../../vip/components/cashback-panel';
import { RebatesPanel } from '../../vip/components/rebates-panel';
import { VipStrip } from '../../vip/components/vip-strip';
import { ApplyDialog } from '../components/apply-dialog';
import { PromotionCard } from '../components/promotion-card';
import { PromotionDetail } from '../components/promotion-detail';
import { rewardGroups } from '../promotion-actions';
import { refreshRewardBadge } from '../reward-badge';
import { type CardActions, useCardActions } from '../use-card-actions';
import { usePromotionList } from '../use-promotion-list';

type Section = 'promotions' | 'rebates' | 'cashback';

/**
 * rewardCenter (spec §2.3, issue 15): the member's VIP level (linked to /vip), then three sections:
 * the promotions (what can be claimed now, what is under way, the recent history), the rebates
 * (today's accrued and those paid) and the cash back (this week's and the weeks paid).
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('promotions');
  const tabs: TabItem<Section>[] = [
    { key: 'promotions', label: t('rc_tab_promotions') },
    { key: 'rebates', label: t('rc_tab_rebates') },
    { key: 'cashback', label: t('rc_tab_cashback') },
  ];
  return (
    <div className="reward-centre" data-testid="reward-centre" data-section={section}>
      <VipStrip />
      <Tabs items={tabs} active={section} onChange={setSection} label={t('rc_tab_label')} />
      <div
        role="tabpanel"
        className="reward-centre__panel"
        aria-label={tabs.find((tab) => tab.key === section)?.label}
      >
        {section === 'promotions' ? (
          <PromotionsSection />
        ) : section === 'rebates' ? (
          <RebatesPanel />
        ) : (
          <CashbackPanel />
        )}
      </div>
    </div>
  );
}

/** What can be claimed now, what is under way, and the recent history, each card with its button. */
function PromotionsSection() {
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
    <div className="reward-centre__promotions" data-testid="rc-promotions">
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
