import type { PromotionCard as Card } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { sanitizeHtml } from '../../announcements/safe-html';
import { ruleLines } from '../rule-lines';

/**
 * A promotion's card as a visitor of the member site reads it, in the card's own language (not
 * the console's): its picture, title and summary, when it runs, its rules in plain words, the
 * content (cleaned again under the site's rich-text policy) and the button it would offer.
 */
export function PromotionCardView(props: { card: Card; language: string; currency: string; scale: number }) {
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(props.language), [i18n, props.language]);
  const { card, language } = props;
  const money = (amount: number) => formatMoney(amount, props.currency, language, props.scale);
  const html = useMemo(() => sanitizeHtml(card.content), [card.content]);
  const lines = ruleLines(card.rules, card.type, money);
  const action =
    card.state === 'COMING_SOON'
      ? 'soon'
      : card.type === 'APPLIED'
        ? 'apply'
        : card.state === 'JOIN'
          ? 'join'
          : card.type === 'REBATE' || card.type === 'CASHBACK'
            ? 'play'
            : 'deposit';
  return (
    <article className="promo-card" lang={language.toLowerCase()} data-testid="preview-card">
      {card.image && /^(https?:\/\/|\/(?!\/))/u.test(card.image) ? (
        <img className="promo-card__image" src={card.image} alt="" />
      ) : (
        <div className={`promo-card__banner promo-card__banner--${card.type}`} aria-hidden="true">
          <span>{t(`promotions.card.types.${card.type}`)}</span>
        </div>
      )}
      <div className="promo-card__body">
        <p className="promo-card__chips">
          <span className="chip">{t(`promotions.card.types.${card.type}`)}</span>
          <span className={`chip chip--${card.state}`} data-testid="preview-state">
            {t(`promotions.card.states.${card.state}`)}
          </span>
        </p>
        <h3 className="promo-card__title" data-testid="preview-title">
          {card.title}
        </h3>
        {card.summary && <p className="promo-card__summary">{card.summary}</p>}
        <p className="promo-card__window muted small">
          {card.endsAt
            ? t('promotions.card.window', {
                from: formatDateTime(card.startsAt, language),
                to: formatDateTime(card.endsAt, language),
              })
            : t('promotions.card.windowOpen', { from: formatDateTime(card.startsAt, language) })}
        </p>
        <ul className="promo-card__rules" data-testid="preview-rules">
          {lines.map((line) => (
            <li key={line.key}>
              {line.key === 'games'
                ? t('promotions.rules.games', {
                    list: (line.categories ?? [])
                      .map((c) => t(`promotions.categories.${c.category}`))
                      .join(', '),
                  })
                : line.categories
                  ? t('promotions.rules.weights', {
                      list: line.categories
                        .map((c) => `${t(`promotions.categories.${c.category}`)} ${c.percent}%`)
                        .join(', '),
                    })
                  : t(`promotions.rules.${line.key}`, {
                      ...line.values,
                      period: line.values?.period
                        ? t(`promotions.rules.periods.${line.values.period}`)
                        : undefined,
                    })}
            </li>
          ))}
        </ul>
        {card.note && <p className="form-note">{card.note}</p>}
        {html && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server and again by DOMPurify under the site's policy just above.
          <div className="promo-card__content rich" dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <span className={`promo-card__button${action === 'soon' ? ' is-off' : ''}`} aria-hidden="true">
          {t(`promotions.card.actions.${action}`)}
        </span>
      </div>
    </article>
  );
}
