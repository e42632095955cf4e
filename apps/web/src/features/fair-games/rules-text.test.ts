import { FAIR_GAME_CODES } from '@tessera/contracts';
import { FAIR_GAMES } from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import bn from '../../i18n/locales/bn.seamless.json';
import en from '../../i18n/locales/en.seamless.json';

const catalogue = (strings: object) => strings as Record<string, string>;

describe('the games’ names and rules', () => {
  it('show the package’s own English text, so the page says what the maths does', () => {
    for (const game of FAIR_GAMES) {
      expect(catalogue(en)[`seamless_game_${game.code}`]).toBe(game.name);
      expect(catalogue(en)[`seamless_rules_${game.code}`]).toBe(game.rules);
    }
  });

  it('have a Bengali rules text for every game, with the same RTP figure', () => {
    const bengaliDigits = (text: string) => text.replace(/[০-৯]/gu, (d) => String(d.charCodeAt(0) - 0x09e6));
    for (const code of FAIR_GAME_CODES) {
      const rules = catalogue(bn)[`seamless_rules_${code}`];
      expect(rules, code).toMatch(/[\u0980-\u09ff]/u);
      const rtp = FAIR_GAMES.find((game) => game.code === code)!.rtp;
      expect(bengaliDigits(rules!), code).toContain(`${(Math.round(rtp * 10_000) / 100).toString()}%`);
    }
  });
});
