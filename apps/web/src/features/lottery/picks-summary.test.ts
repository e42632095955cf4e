import { digits, FAMILY_RULES, numbers } from '@tessera/lottery';
import { describe, expect, it } from 'vitest';
import { picksSummary } from './picks-summary';

const type = (code: string) => {
  const found = Object.values(FAMILY_RULES)
    .flatMap((rules) => rules.betTypes)
    .find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
};
const label = (key: string) => `<${key}>`;
const token = (value: string) => (/^\d+$/u.test(value) ? value : value.toLowerCase());

describe('the picks summary', () => {
  it('lists the tokens of a one-row selection', () => {
    expect(picksSummary([['01', '07', '49']], type('LHC.SPECIAL').board, label, token)).toBe('01 07 49');
  });

  it('labels the rows that have picks and skips the empty ones', () => {
    const summary = picksSummary([['1', '3'], [], ['7'], [], []], type('SSC.POS').board, label, token);
    expect(summary).toBe('<lot_pos_1>: 1 3 · <lot_pos_3>: 7');
  });

  it('shows word tokens through the translation', () => {
    expect(picksSummary([['BIG', 'ODD']], type('SSC.SUM_BSOE').board, label, token)).toBe('big odd');
  });

  it('counts what it does not list on a large selection', () => {
    const picked = numbers(0, 29, 2);
    expect(picksSummary([picked], type('VN_NORTH.DE').board, label, token)).toBe(
      `${numbers(0, 11, 2).join(' ')} +18`,
    );
    expect(picksSummary([digits()], type('SSC.BACK3_GROUP6').board, label, token)).toBe(digits().join(' '));
  });
});
