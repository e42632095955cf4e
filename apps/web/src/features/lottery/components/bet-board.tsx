import { type LotteryGame, lotteryProblemText } from '@tessera/contracts';
import { type BetType, MAX_UNITS } from '@tessera/lottery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Tabs } from '../../../components/tabs';
import { isApiError } from '../../../lib/api/api-error';
import type { Load } from '../../../lib/async/use-load';
import { formatAmount } from '../../wallet/balance-format';
import { betGroups, checkSelection, emptyPicks, togglePick } from '../bet-types';
import { lineStakeMinor, type SlipLine } from '../slip';
import { isTypedRow } from '../typed-numbers';
import { TokenRow } from './token-row';
import { TypedRow } from './typed-row';

export type OddsTable = Record<string, { unitPrice: number; payoutMilli: Record<string, number> }>;

let lineCounter = 0;

/** Units typed as text: a whole number 1..MAX_UNITS, or null. */
function unitsOf(text: string): number | null {
  if (!/^\d{1,6}$/u.test(text.trim())) return null;
  const units = Number(text);
  return units >= 1 && units <= MAX_UNITS ? units : null;
}

/**
 * The bet board: bet types by group, each row of tokens (buttons, or typed for large rows), the
 * rules, the live combinations and stake, and "add to slip" — refused with the engine's reason.
 */
export function BetBoard({
  family,
  odds,
  onRetryOdds,
  scale,
  symbol,
  slipFull,
  onAdd,
}: {
  family: LotteryGame['family'];
  odds: Load<OddsTable>;
  onRetryOdds: () => void;
  scale: number;
  symbol: string;
  slipFull: boolean;
  onAdd: (line: SlipLine) => void;
}) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => betGroups(family), [family]);
  const [groupKey, setGroupKey] = useState(groups[0]!.group);
  const group = groups.find((candidate) => candidate.group === groupKey) ?? groups[0]!;
  const [typeCode, setTypeCode] = useState(group.types[0]!.code);
  const type: BetType = group.types.find((candidate) => candidate.code === typeCode) ?? group.types[0]!;
  const [picks, setPicks] = useState<string[][]>(() => emptyPicks(type));
  const [unitsText, setUnitsText] = useState('1');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  const chooseType = (next: BetType) => {
    setTypeCode(next.code);
    setPicks(emptyPicks(next));
    setRefusal(null);
    setAdded(false);
  };
  const changePicks = (next: string[][]) => {
    setPicks(next);
    setRefusal(null);
    setAdded(false);
  };

  // Picks of another type (just switched) are never checked against this board.
  const current = picks.length === type.board.length ? picks : emptyPicks(type);
  const selection = checkSelection(type, current);
  const combinations = selection.ok ? selection.combinations : 0;
  const units = unitsOf(unitsText);
  const entry = odds.phase === 'ready' ? odds.value[type.code] : undefined;
  const stake =
    entry && units
      ? lineStakeMinor({ combinations, units, unitPrice: entry.unitPrice }, scale) / 10 ** scale
      : 0;
  const bestPayout = entry ? Math.max(...Object.values(entry.payoutMilli)) / 1000 : null;

  const add = () => {
    if (!selection.ok) {
      setRefusal(
        'problem' in selection
          ? lotteryProblemText(selection.problem, i18n.language)
          : t('lottery_too_many_combinations', { max: selection.tooMany }),
      );
      return;
    }
    if (!units) {
      setRefusal(t('lottery_units_invalid', { max: MAX_UNITS }));
      return;
    }
    if (!entry) return;
    onAdd({
      key: `line-${++lineCounter}`,
      betType: type.code,
      picks: current.map((row) => [...row]),
      units,
      combinations,
      unitPrice: entry.unitPrice,
    });
    setPicks(emptyPicks(type));
    setAdded(true);
  };

  return (
    <section
      className="lottery-board"
      aria-label={t('lottery_board_label')}
      data-testid="lottery-board"
      tabIndex={-1}
    >
      <Tabs
        items={groups.map((candidate) => ({ key: candidate.group, label: t(candidate.group) }))}
        active={group.group}
        onChange={(key) => {
          setGroupKey(key);
          const next = groups.find((candidate) => candidate.group === key);
          if (next) chooseType(next.types[0]!);
        }}
        label={t('lottery_bet_groups')}
      />
      {group.types.length > 1 && (
        <fieldset className="lottery-types" aria-label={t('lottery_bet_types')}>
          {group.types.map((candidate) => (
            <button
              key={candidate.code}
              type="button"
              className="lottery-types__type"
              aria-pressed={candidate.code === type.code}
              onClick={() => chooseType(candidate)}
              data-testid="lottery-bet-type"
              data-code={candidate.code}
            >
              {t(candidate.name)}
            </button>
          ))}
        </fieldset>
      )}
      <div className="lottery-board__rules">
        <h3 className="lottery-board__type" data-testid="lottery-current-type" data-code={type.code}>
          {t(type.name)}
        </h3>
        <p>{t(type.rules)}</p>
      </div>

      <div className="lottery-board__rows">
        {type.board.map((row, index) =>
          isTypedRow(row) ? (
            <TypedRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a board's rows never reorder
              key={`${type.code}:${row.label}:${index}`}
              row={row}
              index={index}
              picked={current[index] ?? []}
              onSet={(tokens) => changePicks(current.map((picked, at) => (at === index ? tokens : picked)))}
            />
          ) : (
            <TokenRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a board's rows never reorder
              key={`${type.code}:${row.label}:${index}`}
              row={row}
              index={index}
              picked={current[index] ?? []}
              onToggle={(token) => changePicks(togglePick(current, index, token, row.tokens))}
              onSet={(tokens) => changePicks(current.map((picked, at) => (at === index ? tokens : picked)))}
            />
          ),
        )}
      </div>

      <div className="lottery-board__footer">
        {odds.phase === 'failed' && (
          <ErrorPanel
            message={isApiError(odds.error) ? odds.error.message : t('lottery_odds_failed')}
            onRetry={onRetryOdds}
          />
        )}
        <dl className="lottery-figures">
          <div>
            <dt>{t('lottery_combinations')}</dt>
            <dd data-testid="lottery-combinations">{combinations}</dd>
          </div>
          <div>
            <dt>{t('lottery_unit_price')}</dt>
            <dd>{entry ? `${symbol} ${formatAmount(entry.unitPrice, scale)}` : '—'}</dd>
          </div>
          {bestPayout !== null && (
            <div>
              <dt>{t('lottery_pays_up_to')}</dt>
              <dd data-testid="lottery-pays-up-to">×{bestPayout.toFixed(bestPayout >= 100 ? 0 : 2)}</dd>
            </div>
          )}
          <div className="lottery-figures__stake">
            <dt>{t('lottery_stake')}</dt>
            <dd data-testid="lottery-board-stake">
              {symbol} {formatAmount(stake, scale)}
            </dd>
          </div>
        </dl>
        <div className="lottery-board__add">
          <label className="lottery-units">
            <span className="lottery-units__label">{t('lottery_units')}</span>
            <input
              className="field__input lottery-units__input"
              inputMode="numeric"
              value={unitsText}
              onChange={(event) => {
                setUnitsText(event.target.value.replace(/\D/gu, ''));
                setRefusal(null);
              }}
              aria-invalid={units === null || undefined}
              data-testid="lottery-units"
            />
          </label>
          <button
            type="button"
            className="button button--primary"
            onClick={add}
            disabled={odds.phase !== 'ready' || !entry || slipFull}
            data-testid="lottery-add"
          >
            {t('lottery_add_to_slip')}
          </button>
        </div>
        {slipFull && <p className="field__hint">{t('lottery_slip_full')}</p>}
        {refusal && (
          <p className="field__error lottery-board__refusal" role="alert" data-testid="lottery-refusal">
            {refusal}
          </p>
        )}
        {added && !refusal && (
          <p className="lottery-board__added" role="status">
            {t('lottery_added')}
          </p>
        )}
      </div>
    </section>
  );
}
