import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/error-panel';
import { GiftIcon } from '../../components/icons';
import { EmptyState } from '../../components/list-states';
import { isApiError } from '../../lib/api/api-error';
import { depthOf, withSearchParam } from '../../lib/history/modal-entries';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { RafflesLink } from '../raffles/components/raffles-link';
import { PeriodChips } from '../records/components/period-chips';
import { ApplyDialog } from './components/apply-dialog';
import { PromotionCard } from './components/promotion-card';
import { PromotionDetail } from './components/promotion-detail';
import { FILTERS, type Filter } from './promotion-actions';
import { useCardActions } from './use-card-actions';
import { usePromotionList } from './use-promotion-list';

/** The detail's address: `/promotions?promo=<id>`. */
export const PROMO_PARAM = 'promo';
const PROMOTION_ID = /^[1-9]\d{0,17}$/u;

/**
 * /promotions (spec §2.1, issue 15): the w_promotions banners, chips by type, and a card per
 * promotion with its state for the member and the one button that moves it on. A card's detail
 * opens over the page at its own address, so it can be linked, and Back closes it.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('ALL');
  const list = usePromotionList(filter === 'ALL' ? undefined : filter);
  const actions = useCardActions(list.change);
  const [openId, setOpenId] = useState<string | null>(null);

  // An address naming a promotion opens it; the page without it goes under it (Back and X close it).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(PROMO_PARAM);
    if (!id || !PROMOTION_ID.test(id)) return;
    if (depthOf(window.history.state) === 0) {
      window.history.replaceState(
        window.history.state,
        '',
        withSearchParam(window.location.href, PROMO_PARAM, null),
      );
    }
    setOpenId(id);
  }, []);

  return (
    <div className="container promotions-page" data-testid="promotions-page">
      <BannerCarousel group="w_promotions" className="promotions-page__banners" />
      <div className="promotions-page__head">
        <h1 className="promotions-page__title">{t('nav_promotions')}</h1>
        <PeriodChips
          options={FILTERS}
          active={filter}
          onChange={setFilter}
          labelKey={(key) => `promo_filter_${key.toLowerCase()}`}
          legend={t('promo_filter_label')}
          testIdPrefix="promo-filter"
        />
      </div>
      <RafflesLink />
      {list.state.phase === 'failed' ? (
        <ErrorPanel
          message={isApiError(list.state.error) ? list.state.error.message : t('common_load_failed')}
          onRetry={list.reload}
        />
      ) : list.state.phase !== 'ready' ? (
        <div className="promo-grid" aria-busy="true" role="status" aria-label={t('common_loading')}>
          {[0, 1, 2].map((index) => (
            <span key={index} className="promo-grid__placeholder shimmer" />
          ))}
        </div>
      ) : list.cards.length === 0 ? (
        <EmptyState icon={<GiftIcon />} testId="promo-empty">
          {t(filter === 'ALL' ? 'promo_empty' : 'promo_empty_type')}
        </EmptyState>
      ) : (
        <div className="promo-grid" data-testid="promo-list">
          {list.cards.map((card) => (
            <PromotionCard
              key={card.id}
              card={card}
              actions={actions}
              onDetails={(chosen) => setOpenId(chosen.id)}
            />
          ))}
        </div>
      )}
      {openId && (
        <PromotionDetail
          id={openId}
          current={list.changed[openId] ?? list.cards.find((card) => card.id === openId)}
          actions={actions}
          onClose={() => setOpenId(null)}
          historyUrl={withSearchParam(window.location.href, PROMO_PARAM, openId)}
        />
      )}
      {actions.applying && (
        <ApplyDialog card={actions.applying} onClose={actions.closeApply} onApplied={actions.applied} />
      )}
    </div>
  );
}
