import type { BoardRow } from '@tessera/lottery';
import { useTranslation } from 'react-i18next';
import { isWordToken, tokenKey } from '../bet-types';
import { isNumberRow, QUICK_PICKS, type QuickPick, quickPick } from '../quick-picks';

/** A row of the bet board as buttons, with the quick picks of a number row above it. */
export function TokenRow({
  row,
  index,
  picked,
  onToggle,
  onSet,
}: {
  row: BoardRow;
  index: number;
  picked: readonly string[];
  onToggle: (token: string) => void;
  onSet: (tokens: string[]) => void;
}) {
  const { t } = useTranslation();
  const chosen = new Set(picked);
  const numbersOnly = isNumberRow(row.tokens);
  const size = row.tokens.length > 50 ? 'dense' : numbersOnly ? 'numbers' : 'words';
  return (
    <fieldset className="lottery-row" data-testid="lottery-row" data-row={index}>
      <legend className="lottery-row__head">
        <span className="lottery-row__label">{t(row.label)}</span>
        <span className="lottery-row__count">{t('lottery_picked_count', { count: picked.length })}</span>
      </legend>
      {numbersOnly && row.tokens.length >= 4 && (
        <fieldset className="lottery-quick" aria-label={t('lottery_quick_picks')}>
          {QUICK_PICKS.map((kind: QuickPick) => (
            <button
              key={kind}
              type="button"
              className="lottery-quick__button"
              onClick={() => onSet(quickPick(kind, row.tokens))}
              data-testid={`lottery-quick-${kind}`}
            >
              {t(`lottery_quick_${kind}`)}
            </button>
          ))}
        </fieldset>
      )}
      <div
        className={`lottery-tokens lottery-tokens--${size} ${row.tokens.length === 10 ? 'lottery-tokens--ten' : ''}`}
      >
        {row.tokens.map((token) => (
          <button
            key={token}
            type="button"
            className={`lottery-token ${isWordToken(token) ? 'lottery-token--word' : ''} lottery-token--${token.toLowerCase()}`}
            aria-pressed={chosen.has(token)}
            onClick={() => onToggle(token)}
            data-testid="lottery-token"
            data-token={token}
          >
            {isWordToken(token) ? t(tokenKey(token)) : token}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
