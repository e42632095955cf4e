import type { PromotionCard } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { actionKey, actionOf, stateKey } from '../promotion-actions';
import type { CardActions } from '../use-card-actions';

/** The card's one action, or a disabled button naming its state when there is nothing to do. */
export function CardActionButton({ card, actions }: { card: PromotionCard; actions: CardActions }) {
  const { t } = useTranslation();
  const action = actionOf(card);
  const busy = actions.busyId === card.id;
  if (!action) {
    return (
      <button type="button" className="button button--ghost promo-action" disabled data-testid="promo-action">
        {t(stateKey(card.state))}
      </button>
    );
  }
  const primary = action === 'join' || action === 'apply' || action === 'claim';
  return (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--outline'} promo-action`}
      onClick={() => actions.run(card, action)}
      disabled={actions.busyId !== null}
      aria-busy={busy || undefined}
      data-testid="promo-action"
      data-action={action}
    >
      {t(actionKey(action))}
    </button>
  );
}
