import { describe, expect, it } from 'vitest';
import { defaultOddsTable, oddsTable, PRIZE_MODE_FACTOR_MILLI } from './odds.js';
import type { PrizeMode } from './types.js';

const MODES = Object.keys(PRIZE_MODE_FACTOR_MILLI) as PrizeMode[];

describe('the prize modes’ odds', () => {
  it('scale every win by the mode, but a refund gives the whole stake back in every mode', () => {
    let refunds = 0;
    for (const mode of MODES) {
      const table = defaultOddsTable(mode);
      const reference = defaultOddsTable('LOTT');
      for (const [code, odds] of Object.entries(table)) {
        for (const [prize, rate] of Object.entries(odds.payoutMilli)) {
          if (prize === 'REFUND') {
            refunds += 1;
            expect(rate, `${mode} ${code}`).toBe(1000);
          } else {
            const expected = Math.floor(
              (reference[code]!.payoutMilli[prize]! * PRIZE_MODE_FACTOR_MILLI[mode]) / 1000,
            );
            expect(rate, `${mode} ${code} ${prize}`).toBe(expected);
          }
        }
      }
    }
    expect(refunds).toBeGreaterThan(0);
  });

  it("lays a brand's overrides over the mode's defaults", () => {
    const [code] = Object.keys(defaultOddsTable('ELOTT'));
    const table = oddsTable('ELOTT', { [code!]: { unitPrice: 2, payoutMilli: { HIT: 1234 } } });
    expect(table[code!]).toEqual({ unitPrice: 2, payoutMilli: { HIT: 1234 } });
  });
});
