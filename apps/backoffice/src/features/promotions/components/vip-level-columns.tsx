import { GAME_CATEGORIES } from '@tessera/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, columnHelper } from '../../../components/data-table';
import { Icon } from '../../../components/icon';
import {
  bpToPercent,
  type FieldKey,
  type LevelDraft,
  NAME_LANGUAGES,
  type StaffVipLevel,
} from '../vip-levels';
import { CellInput } from './vip-cell-input';

/** One row of either table: the level's draft, with what the cells need to show. */
export interface LevelRow {
  index: number;
  draft: LevelDraft;
  /** The messages shown (the control was left, or the table was sent). */
  errors: Partial<Record<FieldKey, string>>;
  /** The top level: it alone may be removed. */
  top: boolean;
  canRemove: boolean;
  disabled: boolean;
}

export type TextField =
  | 'minValidBet'
  | 'minDeposits'
  | 'upgradeBonus'
  | 'cashback'
  | 'cashbackCap'
  | 'keepValidBet';

const col = columnHelper<LevelRow>();

/**
 * The columns of the VIP editor's two tables, the levels and their rebate rates: inputs for staff
 * who may write the table, the saved values for the others.
 */
export function useVipColumns(props: {
  writable: boolean;
  currency: string;
  /** The table as saved: who holds each level, and what readers see. */
  base: StaffVipLevel[];
  money: (value: number) => string;
  update: (index: number, patch: (draft: LevelDraft) => LevelDraft) => void;
  /** Removes the top level. */
  remove: () => void;
}) {
  const { t } = useTranslation();
  const { writable, currency, base, money, update, remove } = props;

  // The level, who holds it, and (in the levels table) the top level's remove button.
  const levelColumn = useCallback(
    (withRemove: boolean) =>
      col.display({
        id: 'level',
        header: t('vip.level'),
        cell: ({ row }) => {
          const { index, draft, top, canRemove, disabled } = row.original;
          return (
            <span className="stack vip-level">
              <strong>{t('vip.levelN', { level: index })}</strong>
              <span className="muted small" data-testid="members">
                {index >= base.length ? t('vip.unsavedLevel') : t('vip.members', { count: draft.members })}
              </span>
              {withRemove && top && index > 0 && (
                <button
                  type="button"
                  className="btn btn--small vip-level__remove"
                  disabled={disabled || !canRemove}
                  title={draft.members > 0 ? t('vip.removeHeld') : undefined}
                  aria-label={t('vip.removeLabel', { level: index })}
                  onClick={remove}
                  data-testid="remove-level"
                >
                  <Icon name="trash" size={14} /> {t('vip.remove')}
                </button>
              )}
            </span>
          );
        },
      }),
    [t, base.length, remove],
  );

  const levelColumns = useMemo<Column<LevelRow>[]>(() => {
    const nameOf = (draft: LevelDraft) =>
      NAME_LANGUAGES.map((language) => draft.name[language]).find(Boolean) ?? '—';
    const amountLabel = (key: string) => t('vip.inCurrency', { label: t(`vip.${key}`), currency });
    const text = (field: TextField, label: string, options: { suffix?: string; placeholder?: string } = {}) =>
      col.display({
        id: field,
        header: label,
        cell: ({ row }) => {
          const { index, draft, errors, disabled } = row.original;
          const key = `${index}:${field}` as const;
          return (
            <CellInput
              field={key}
              name={field}
              level={index}
              label={`${t('vip.levelN', { level: index })}: ${label}`}
              value={draft[field]}
              error={errors[key]}
              disabled={disabled}
              numeric
              suffix={options.suffix}
              placeholder={options.placeholder}
              fixed={
                index === 0 && (field === 'minValidBet' || field === 'minDeposits')
                  ? t('vip.invalid.levelZero')
                  : undefined
              }
              onChange={(value) => update(index, (d) => ({ ...d, [field]: value }))}
            />
          );
        },
      });
    if (!writable) {
      const shown = (
        id: string,
        header: string,
        value: (draft: LevelDraft, level: StaffVipLevel) => string,
      ) =>
        col.display({
          id,
          header,
          cell: ({ row }) => {
            const level = base[row.original.index];
            return level ? <span className="num">{value(row.original.draft, level)}</span> : null;
          },
        });
      return [
        levelColumn(false),
        ...NAME_LANGUAGES.map((language) =>
          col.display({
            id: `name${language}`,
            header: t('vip.nameIn', { language }),
            cell: ({ row }) => row.original.draft.name[language] || <span className="muted">—</span>,
          }),
        ),
        shown('minValidBet', t('vip.minValidBet'), (_d, l) => money(l.minValidBet)),
        shown('minDeposits', t('vip.minDeposits'), (_d, l) => money(l.minDeposits)),
        shown('upgradeBonus', t('vip.upgradeBonus'), (_d, l) => money(l.upgradeBonus)),
        shown('cashback', t('vip.cashback'), (_d, l) => `${bpToPercent(l.cashbackBp)}%`),
        shown('cashbackCap', t('vip.cashbackCap'), (_d, l) =>
          l.cashbackCap === null ? t('vip.noCap') : money(l.cashbackCap),
        ),
        shown('keepValidBet', t('vip.keepValidBet'), (_d, l) =>
          l.keepValidBet ? money(l.keepValidBet) : t('vip.keptForGood'),
        ),
      ];
    }
    return [
      levelColumn(true),
      ...NAME_LANGUAGES.map((language) =>
        col.display({
          id: `name${language}`,
          header: t('vip.nameIn', { language }),
          cell: ({ row }) => {
            const { index, draft, errors, disabled } = row.original;
            const key = `${index}:name` as const;
            // The level's one name problem shows under the first language's box.
            return (
              <CellInput
                field={key}
                name="name"
                language={language}
                level={index}
                label={`${t('vip.levelN', { level: index })}: ${t('vip.nameIn', { language })}`}
                value={draft.name[language] ?? ''}
                error={language === NAME_LANGUAGES[0] ? errors[key] : undefined}
                disabled={disabled}
                placeholder={language === 'EN' ? undefined : nameOf(draft)}
                onChange={(value) => update(index, (d) => ({ ...d, name: { ...d.name, [language]: value } }))}
              />
            );
          },
        }),
      ),
      text('minValidBet', amountLabel('minValidBet')),
      text('minDeposits', amountLabel('minDeposits')),
      text('upgradeBonus', amountLabel('upgradeBonus')),
      text('cashback', t('vip.cashback'), { suffix: '%' }),
      text('cashbackCap', amountLabel('cashbackCap'), { placeholder: t('vip.noCap') }),
      text('keepValidBet', amountLabel('keepValidBet'), { placeholder: t('vip.keptForGood') }),
    ];
  }, [t, writable, currency, money, update, base, levelColumn]);

  const rateColumns = useMemo<Column<LevelRow>[]>(
    () => [
      levelColumn(false),
      ...GAME_CATEGORIES.map((category) => {
        const label = t(`promotions.categories.${category}`);
        return col.display({
          id: `rate-${category}`,
          header: label,
          cell: ({ row }) => {
            const { index, draft, errors, disabled } = row.original;
            const key = `${index}:rebate:${category}` as const;
            const value = draft.rebates[category] ?? '';
            if (!writable)
              return value ? <span className="num">{value}%</span> : <span className="muted">—</span>;
            return (
              <CellInput
                field={key}
                name="rebate"
                level={index}
                category={category}
                label={`${t('vip.levelN', { level: index })}: ${t('vip.rateIn', { category: label })}`}
                value={value}
                error={errors[key]}
                disabled={disabled}
                numeric
                placeholder="0.00"
                suffix="%"
                onChange={(text) =>
                  update(index, (d) => ({ ...d, rebates: { ...d.rebates, [category]: text } }))
                }
              />
            );
          },
        });
      }),
    ],
    [t, writable, update, levelColumn],
  );

  return { levelColumns, rateColumns };
}
