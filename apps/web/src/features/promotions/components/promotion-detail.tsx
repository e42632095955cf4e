import type { PromotionCard } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { RichText } from '../../announcements/components/rich-text';
import { useSite } from '../../site/use-site';
import { fetchPromotion } from '../api/get-promotion';
import { ruleWords } from '../rule-words';
import type { CardActions } from '../use-card-actions';
import { CardActionButton } from './card-action-button';
import { PromotionArt } from './promotion-art';
import { CardFacts, StateBadge } from './promotion-card';

/**
 * A promotion in full (issue 15): its picture and state, its rules in plain words, the staff's
 * content (cleaned again by DOMPurify, loaded on demand as for notices), and its button. Loaded by
 * id, so an address can name it (`/promotions?promo=<id>`); a card changed by an action here or on
 * the list (`current`) is shown as it is now.
 */
export function PromotionDetail({
  id,
  current,
  actions,
  onClose,
  historyUrl,
}: {
  id: string;
  current: PromotionCard | undefined;
  actions: CardActions;
  onClose: () => void;
  historyUrl?: string;
}) {
  const { t, i18n } = useTranslation();
  const { state, retry } = useLoad(`${id}:${i18n.language}`, (signal) => fetchPromotion(id, signal));
  const card = current ?? (state.phase === 'ready' ? state.value : null);
  return (
    <Modal
      title={card?.title ?? t('nav_promotions')}
      onClose={onClose}
      className="promo-detail"
      historyUrl={historyUrl}
    >
      <div data-testid="promo-detail" data-promotion={id}>
        {card ? (
          <DetailBody card={card} actions={actions} />
        ) : state.phase === 'failed' ? (
          <ErrorPanel
            message={isApiError(state.error) ? state.error.message : t('promo_detail_failed')}
            onRetry={retry}
          />
        ) : (
          <div aria-busy="true">
            <span className="promo-detail__art shimmer" />
            <Skeleton lines={5} />
          </div>
        )}
      </div>
    </Modal>
  );
}

function DetailBody({ card, actions }: { card: PromotionCard; actions: CardActions }) {
  const { t } = useTranslation();
  const { currencySymbol, currencyScale } = useSite().info.brand;
  const rules = ruleWords(card, { t, currencySymbol, scale: currencyScale });
  return (
    <>
      <div className="promo-detail__art">
        <PromotionArt image={card.image} />
        <StateBadge card={card} />
      </div>
      <p className="promo-detail__summary">{card.summary}</p>
      <CardFacts card={card} actions={actions} />
      <section className="promo-detail__section" aria-labelledby={`promo-rules-${card.id}`}>
        <h3 id={`promo-rules-${card.id}`} className="promo-detail__heading">
          {t('promo_detail_rules')}
        </h3>
        <ul className="promo-rules" data-testid="promo-rules">
          {rules.map((line) => (
            <li key={line} className="promo-rules__line">
              <CheckIcon className="promo-rules__icon" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </section>
      {card.content && (
        <section className="promo-detail__section">
          <h3 className="promo-detail__heading">{t('promo_detail_about')}</h3>
          <RichText html={card.content} className="promo-detail__content" />
        </section>
      )}
      <div className="promo-detail__actions">
        <CardActionButton card={card} actions={actions} />
      </div>
    </>
  );
}
