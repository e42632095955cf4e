import type { GameClassify } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { formatBalance } from '../../wallet/balance-format';
import type { NavVendor } from '../category-nav-rules';
import { vendorDisplayName } from '../vendor-names';

/** A row of toggle chips: one choice at a time, the first chip meaning "all". */
function ChipRow<K extends string>({
  label,
  items,
  selected,
  onSelect,
  testId,
}: {
  label: string;
  items: readonly { key: K | ''; text: string }[];
  selected: K | '';
  onSelect: (key: K | '') => void;
  testId: string;
}) {
  return (
    <fieldset className="games-chips" data-testid={testId}>
      <legend className="visually-hidden">{label}</legend>
      {items.map((item) => (
        <button
          key={item.key || 'all'}
          type="button"
          className="games-chips__chip"
          aria-pressed={item.key === selected}
          onClick={() => onSelect(item.key)}
          data-key={item.key || 'all'}
        >
          {item.text}
        </button>
      ))}
    </fieldset>
  );
}

/** The vendor filter (`?vassalage=`): "All" and every vendor of the page's lanes. */
export function VendorChips({
  vendors,
  selected,
  onSelect,
}: {
  vendors: readonly NavVendor[];
  selected: string;
  onSelect: (vassalage: string) => void;
}) {
  const { t } = useTranslation();
  if (vendors.length < 2) return null;
  const items = [
    { key: '', text: t('games_all_vendors') },
    ...vendors.map((vendor) => ({ key: vendor.card.vassalage, text: vendorDisplayName(vendor.card) })),
  ];
  return (
    <ChipRow
      label={t('games_filter_vendor')}
      items={items}
      selected={selected}
      onSelect={onSelect}
      testId="vendor-chips"
    />
  );
}

const CLASSIFY_LABELS: Record<GameClassify, string> = {
  SC: 'games_classify_sc',
  VP: 'games_classify_vp',
  JP: 'games_classify_jp',
  TG: 'games_classify_tg',
  AC: 'games_classify_ac',
  BG: 'games_classify_bg',
};

/** RNG sub-categories (spec §2.5): SC VP JP TG AC, and BG only for brands that offer TY. */
export function ClassifyChips({
  classifies,
  selected,
  onSelect,
}: {
  classifies: readonly GameClassify[];
  selected: GameClassify | '';
  onSelect: (classify: GameClassify | '') => void;
}) {
  const { t } = useTranslation();
  const items = [
    { key: '' as const, text: t('games_classify_all') },
    ...classifies.map((key) => ({ key, text: t(CLASSIFY_LABELS[key]) })),
  ];
  return (
    <ChipRow
      label={t('games_filter_classify')}
      items={items}
      selected={selected}
      onSelect={onSelect}
      testId="classify-chips"
    />
  );
}

/** Minimum-bet ceilings and line floors the catalogue can filter by (major units; lines). */
export const MIN_BET_CHOICES = [0.1, 0.2, 0.5] as const;
export const LINE_CHOICES = [20, 50, 243, 1024] as const;

/** The cheap extra filters: games with a minimum bet at most X, games with at least N lines. */
export function BetFilters({
  minBet,
  minLineNum,
  onMinBet,
  onMinLineNum,
  currency,
}: {
  minBet: number | undefined;
  minLineNum: number | undefined;
  onMinBet: (value: number | undefined) => void;
  onMinLineNum: (value: number | undefined) => void;
  currency: { symbol: string; scale: number };
}) {
  const { t } = useTranslation();
  const betId = useUniqueId();
  const linesId = useUniqueId();
  const number = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <div className="games-selects">
      <label htmlFor={betId} className="visually-hidden">
        {t('games_filter_min_bet')}
      </label>
      <select
        id={betId}
        className="games-selects__select"
        value={minBet ?? ''}
        onChange={(event) => onMinBet(number(event.target.value))}
        data-testid="filter-min-bet"
      >
        <option value="">{t('games_filter_any_bet')}</option>
        {MIN_BET_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t('games_filter_bet_upto', { amount: formatBalance(value, currency.symbol, currency.scale) })}
          </option>
        ))}
      </select>
      <label htmlFor={linesId} className="visually-hidden">
        {t('games_filter_lines')}
      </label>
      <select
        id={linesId}
        className="games-selects__select"
        value={minLineNum ?? ''}
        onChange={(event) => onMinLineNum(number(event.target.value))}
        data-testid="filter-lines"
      >
        <option value="">{t('games_filter_any_lines')}</option>
        {LINE_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t('games_filter_lines_from', { lines: value })}
          </option>
        ))}
      </select>
    </div>
  );
}
