import type { PromotionCard as Card } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/numbers';
import { useMoney, useUnbrokenMoney } from '../../contracts/use-money';
import { stateKey, stateTone } from '../promotion-actions';
import type { CardActions } from '../use-card-actions';
import { CardActionButton } from './card-action-button';
import { PromotionArt } from './promotion-art';

/** The state as a badge: what the member can do now stands out, what is over is quiet. */
export function StateBadge({ card }: { card: Card }) {
  const { t } = useTranslation();
  return (
    <span className={`promo-state promo-state--${stateTone(card.state)}`} data-testid="promo-state">
      {t(stateKey(card.state))}
    </span>
  );
}

/**
 * What the card says besides its title: the dates, the reward when there is one, a rebate's or
 * cash back's period so far, why the member cannot take part or got nothing (`note`), staff's
 * reason for a rejection, and the last action's outcome.
 */
export function CardFacts({ card, actions }: { card: Card; actions: CardActions }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const unbroken = useUnbrokenMoney();
  const date = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  const message = actions.message?.id === card.id ? actions.message : null;
  const rewarded = card.entry?.amount != null && ['CLAIM', 'ISSUED', 'CLAIMED'].includes(card.state);
  return (
    <>
      <p className="promo-card__dates">
        {card.state === 'COMING_SOON'
          ? t('promo_starts', { date: date(card.startsAt) })
          : card.endsAt
            ? t('promo_ends', { date: date(card.endsAt) })
            : t('promo_no_end')}
      </p>
      {rewarded && (
        <p className="promo-card__reward" data-testid="promo-reward">
          {t('promo_reward', { amount: money(card.entry!.amount!) })}
        </p>
      )}
      {card.accrued && (
        <p className="promo-card__reward" data-testid="promo-accrued">
          {t(
            `promo_accrued_${card.type === 'CASHBACK' ? 'cashback' : 'rebate'}_${card.rules.frequency.toLowerCase()}`,
            {
              basis: unbroken(card.accrued.basis),
              amount: unbroken(card.accrued.amount),
            },
          )}
        </p>
      )}
      {card.note && (
        <p className="promo-card__note" data-testid="promo-note">
          {card.note}
        </p>
      )}
      {card.state === 'REJECTED' && card.entry?.reason && (
        <p className="promo-card__reason" data-testid="promo-reason">
          {t('promo_reason', { reason: card.entry.reason })}
        </p>
      )}
      {message && (
        <p
          className={message.tone === 'success' ? 'form-success' : 'form-alert'}
          role={message.tone === 'success' ? 'status' : 'alert'}
          data-testid="promo-message"
        >
          {message.text}
        </p>
      )}
    </>
  );
}

/** One promotion on /promotions (a tile) or in the reward centre (a row). */
export function PromotionCard({
  card,
  actions,
  onDetails,
  layout = 'tile',
}: {
  card: Card;
  actions: CardActions;
  onDetails: (card: Card) => void;
  layout?: 'tile' | 'row';
}) {
  const { t } = useTranslation();
  return (
    <article
      className={`promo-card promo-card--${layout}`}
      data-testid="promo-card"
      data-promotion={card.id}
      data-state={card.state}
      data-type={card.type}
    >
      <button
        type="button"
        className="promo-card__art"
        onClick={() => onDetails(card)}
        aria-label={`${t('promo_action_details')}: ${card.title}`}
        tabIndex={-1}
      >
        <PromotionArt image={card.image} />
        <StateBadge card={card} />
      </button>
      <div className="promo-card__body">
        <h3 className="promo-card__title">{card.title}</h3>
        <p className="promo-card__summary">{card.summary}</p>
        <CardFacts card={card} actions={actions} />
        <div className="promo-card__actions">
          <button
            type="button"
            className="button button--ghost promo-card__details"
            onClick={() => onDetails(card)}
            data-testid="promo-details"
          >
            {t('promo_action_details')}
          </button>
          <CardActionButton card={card} actions={actions} />
        </div>
      </div>
    </article>
  );
}
