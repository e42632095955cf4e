import type { MallItem } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState } from '../../../components/list-states';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import type { Load } from '../../../lib/async/use-load';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { BagIcon, PointsIcon } from '../points-icons';
import { cannotRedeem, stockOf } from '../points-rules';
import { ItemImage } from './item-image';

/**
 * The mall (spec §3): a card per item with its picture, name, points, the total valid bet it asks
 * and what is left of it, and a Redeem button (or why it cannot be redeemed now).
 */
export function MallGrid({
  rewards,
  points,
  onRedeem,
}: {
  rewards: { state: Load<{ list: MallItem[] }>; retry: () => void; refreshing: boolean };
  /** The member's points; null while they load. */
  points: number | null;
  onRedeem: (item: MallItem) => void;
}) {
  const { t } = useTranslation();
  const { state } = rewards;
  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={rewards.retry}
      />
    );
  }
  if (state.phase !== 'ready') {
    return (
      <div className="pm-grid" role="status" aria-label={t('common_loading')} data-testid="pm-items-loading">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="pm-grid__placeholder shimmer" />
        ))}
      </div>
    );
  }
  if (state.value.list.length === 0) {
    return (
      <EmptyState icon={<BagIcon />} testId="pm-items-empty">
        {t('pm_items_empty')}
      </EmptyState>
    );
  }
  return (
    <ul className="pm-grid" data-testid="pm-items" aria-busy={rewards.refreshing || undefined}>
      {state.value.list.map((item) => (
        <ItemCard key={item.id} item={item} points={points} onRedeem={onRedeem} />
      ))}
    </ul>
  );
}

function ItemCard({
  item,
  points,
  onRedeem,
}: {
  item: MallItem;
  points: number | null;
  onRedeem: (item: MallItem) => void;
}) {
  const { t } = useTranslation();
  const money = useUnbrokenMoney();
  const stock = stockOf(item);
  const blocked = points === null ? null : cannotRedeem(item, points);
  return (
    <li className="pm-item" data-testid="pm-item" data-item={item.id} data-stock={stock.kind}>
      <div className="pm-item__art">
        <ItemImage image={item.image} />
        <span className={`pm-item__stock pm-item__stock--${stock.kind}`} data-testid="pm-item-stock">
          {stock.kind === 'unlimited'
            ? t('pm_stock_unlimited')
            : stock.kind === 'soldOut'
              ? t('pm_stock_sold_out')
              : t('pm_stock_left', { left: formatCount(stock.left) })}
        </span>
      </div>
      <div className="pm-item__body">
        <h3 className="pm-item__name">{item.name}</h3>
        {item.description && <p className="pm-item__description">{item.description}</p>}
        <p className="pm-item__points" data-testid="pm-item-points">
          <PointsIcon aria-hidden="true" />
          {t('pm_points_value', { points: formatCount(item.points) })}
        </p>
        {item.amountRequired > 0 && (
          <p className="pm-item__needs" data-testid="pm-item-needs">
            {t('pm_item_needs', { amount: money(item.amountRequired) })}
          </p>
        )}
        <button
          type="button"
          className={`button button--block ${blocked ? 'button--ghost' : 'button--primary'}`}
          onClick={() => onRedeem(item)}
          disabled={points === null || blocked !== null}
          data-testid="pm-redeem"
        >
          {blocked?.kind === 'soldOut'
            ? t('pm_stock_sold_out')
            : blocked?.kind === 'points'
              ? t('pm_points_short', { points: formatCount(blocked.short) })
              : t('pm_redeem')}
        </button>
      </div>
    </li>
  );
}
