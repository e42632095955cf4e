import { LOTTERY_BET_STATUSES } from '@tessera/contracts';
import { FAMILIES, FAMILY_RULES, PRIZE_MODES, SEA_TIERS, VN_PRIZE_TIERS } from '@tessera/lottery';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/every-catalogue';
import { BET_MONEY_LABELS } from './bet-outcome';
import { isWordToken, tokenKey } from './bet-types';
import { popularSection } from './menu-sections';
import { prizeModeKey } from './prize-mode';

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

describe('the keys the lottery pages make from data', () => {
  const game = {
    gameCode: 'SSC1',
    family: 'SSC' as const,
    kind: 'FAST' as const,
    area: 'CN' as const,
    name: 'SSC',
    cadenceSeconds: 60,
    region: null,
  };
  const keys = [
    ...PRIZE_MODES.map(prizeModeKey),
    ...BET_MONEY_LABELS,
    ...LOTTERY_BET_STATUSES.map((status) => `lottery_status_${status.toLowerCase()}`),
    popularSection([game], [{ key: 'SSC', title: 'lottery_family_ssc', entries: [{ game, today: false }] }])!
      .title,
  ];

  it('names the prize modes, the money figures, the statuses and the popular games', () => {
    expect(keys).toContain('lottery_mode_zy');
    expect(keys).toContain('lottery_menu_popular');
  });

  it.each(['EN', 'BN'] as const)('exist in %s', (language) => {
    expect(keys.filter((key) => !(key in CATALOGUES[language]))).toEqual([]);
  });
});
