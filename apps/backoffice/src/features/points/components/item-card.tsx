import type { PointItemInput } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { inLanguage } from '../point-item-form';
import { ItemImage } from './item-image';

/**
 * A mall item's card as a member of the site reads it, in the card's own language (not the
 * console's): its picture, name and description, its points, the valid bet it asks, what is left
 * and the button it would offer.
 */
export function PointItemCard(props: {
  item: PointItemInput;
  language: string;
  currency: string;
  scale: number;
}) {
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(props.language), [i18n, props.language]);
  const { item, language } = props;
  const name = inLanguage(item.name, language);
  const description = inLanguage(item.description, language);
  const soldOut = item.stock === 0;
  return (
    <article className="promo-card point-card" lang={language.toLowerCase()} data-testid="item-card">
      <ItemImage src={item.image} className="promo-card__image point-card__image" size={40} />
      <div className="promo-card__body">
        <h3 className="promo-card__title" data-testid="item-card-name">
          {name ?? t('points.card.unnamed')}
        </h3>
        {description && <p className="promo-card__summary">{description}</p>}
        <p className="point-card__points" data-testid="item-card-points">
          {t('points.card.points', { count: item.points, points: formatCount(item.points, language) })}
        </p>
        {(item.amountRequired > 0 || item.stock !== null) && (
          <ul className="promo-card__rules" data-testid="item-card-rules">
            {item.amountRequired > 0 && (
              <li>
                {t('points.card.requires', {
                  amount: formatMoney(item.amountRequired, props.currency, language, props.scale),
                })}
              </li>
            )}
            {item.stock !== null && (
              <li>
                {soldOut
                  ? t('points.card.soldOut')
                  : t('points.card.left', { count: item.stock, left: formatCount(item.stock, language) })}
              </li>
            )}
          </ul>
        )}
        <span className={`promo-card__button${soldOut ? ' is-off' : ''}`} aria-hidden="true">
          {t(soldOut ? 'points.card.soldOut' : 'points.card.redeem')}
        </span>
      </div>
    </article>
  );
}
