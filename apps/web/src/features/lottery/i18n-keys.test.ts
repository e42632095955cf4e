import { FAMILIES, FAMILY_RULES, SEA_TIERS, VN_PRIZE_TIERS } from '@tessera/lottery';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues';
import { isWordToken, tokenKey } from './bet-types';

/** Every i18n key the engine's bet types make the board show. */
function engineKeys(): Set<string> {
  const keys = new Set<string>();
  for (const family of FAMILIES) {
    for (const type of FAMILY_RULES[family].betTypes) {
      keys.add(type.name);
      keys.add(type.rules);
      keys.add(type.group);
      for (const row of type.board) {
        keys.add(row.label);
        for (const token of row.tokens) if (isWordToken(token)) keys.add(tokenKey(token));
      }
    }
  }
  for (const tiers of [...Object.values(VN_PRIZE_TIERS), SEA_TIERS]) {
    for (const tier of tiers) keys.add(tier.name);
  }
  return keys;
}

describe('the lottery’s engine keys', () => {
  const keys = engineKeys();

  it('covers every family', () => {
    expect(keys.size).toBeGreaterThan(100);
    expect(keys).toContain('lot_dragon');
    expect(keys).toContain('lot_vn_prize_special');
  });

  it.each(['EN', 'BN'] as const)('exist in %s', (language) => {
    const missing = [...keys].filter((key) => !(key in CATALOGUES[language]));
    expect(missing).toEqual([]);
  });
});
