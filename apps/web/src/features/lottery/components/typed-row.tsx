import type { BoardRow } from '@tessera/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { parseTypedNumbers, randomTokens } from '../typed-numbers';

/**
 * A row too large for buttons (000–999, 0000–9999): numbers are typed (several at once), or drawn
 * at random, and show as chips that can be taken off again.
 */
export function TypedRow({
  row,
  index,
  picked,
  onSet,
}: {
  row: BoardRow;
  index: number;
  picked: readonly string[];
  onSet: (tokens: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useUniqueId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const width = row.tokens[0]?.length ?? 4;

  const add = () => {
    const parsed = parseTypedNumbers(text, row, picked);
    setInvalid(parsed.invalid);
    onSet([...picked, ...parsed.tokens]);
    if (parsed.invalid.length === 0) setText('');
  };

  return (
    <fieldset className="lottery-row lottery-row--typed" data-testid="lottery-row" data-row={index}>
      <legend className="lottery-row__head">
        <span className="lottery-row__label">{t(row.label)}</span>
        <span className="lottery-row__count">{t('lottery_picked_count', { count: picked.length })}</span>
      </legend>
      <div className="lottery-typed">
        <label className="visually-hidden" htmlFor={id}>
          {t('lottery_type_numbers', { width })}
        </label>
        <input
          id={id}
          className="field__input lottery-typed__input"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={t('lottery_type_numbers', { width })}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={invalid.length > 0 || undefined}
          aria-describedby={invalid.length > 0 ? `${id}-error` : undefined}
          data-testid="lottery-typed-input"
        />
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={add}
          data-testid="lottery-typed-add"
        >
          {t('lottery_typed_add')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onSet([...picked, ...randomTokens(row, picked, 1)])}
          disabled={picked.length >= row.max}
          data-testid="lottery-typed-random"
        >
          {t('lottery_typed_random')}
        </button>
      </div>
      {invalid.length > 0 && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t('lottery_typed_invalid', { numbers: invalid.join(', '), width })}
        </p>
      )}
      {picked.length > 0 && (
        <ul className="lottery-chips" aria-label={t('lottery_picked_numbers')}>
          {picked.map((token) => (
            <li key={token} className="lottery-chip">
              <span>{token}</span>
              <button
                type="button"
                className="lottery-chip__remove"
                onClick={() => onSet(picked.filter((other) => other !== token))}
                aria-label={t('lottery_remove_number', { number: token })}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="link-button lottery-chips__clear" onClick={() => onSet([])}>
              {t('lottery_quick_clear')}
            </button>
          </li>
        </ul>
      )}
    </fieldset>
  );
}
