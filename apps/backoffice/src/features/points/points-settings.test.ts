import type { PointSettings } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  earnLines,
  nonEarning,
  rateBpOf,
  rateText,
  settingsBody,
  settingsDraftOf,
  wholeOf,
} from './points-settings';

const settings: PointSettings = {
  earn: [
    { category: 'RNG', rateBp: 100 },
    { category: 'LIVE', rateBp: 50 },
    { category: 'FISH', rateBp: 100 },
    { category: 'SPORTS', rateBp: 150 },
  ],
  convertPoints: 1000,
  convertAmount: 10,
  convertEnabled: true,
  copyText: { EN: 'Copied!', BN: 'কপি হয়েছে!', AR: 'تم النسخ' },
};

describe('the points settings form', () => {
  it('writes rates as points per 100 and reads them back exactly', () => {
    expect(rateText(100)).toBe('1');
    expect(rateText(150)).toBe('1.5');
    expect(rateText(5)).toBe('0.05');
    expect(rateText(100_000)).toBe('1000');
    expect(rateText(0)).toBe('');
    for (const bp of [1, 5, 50, 99, 100, 101, 150, 2_500, 100_000]) expect(rateBpOf(rateText(bp))).toBe(bp);
    expect(rateBpOf('')).toBe(0);
    expect(rateBpOf('0.125')).toBeNull();
    expect(rateBpOf('1000.01')).toBeNull();
    expect(rateBpOf('-1')).toBeNull();
    expect(rateBpOf('1,5')).toBeNull();
  });

  it('reads whole numbers with thousands separators', () => {
    expect(wholeOf('1,000')).toBe(1000);
    expect(wholeOf(' 250 ')).toBe(250);
    expect(wholeOf('2.5')).toBeNull();
    expect(wholeOf('')).toBeNull();
  });

  it('gives back the same rules it was given, other languages kept', () => {
    const { body, problems } = settingsBody(settingsDraftOf(settings, 2), 2);
    expect(problems).toEqual({});
    expect(body.earn).toEqual([
      { category: 'SPORTS', rateBp: 150 },
      { category: 'RNG', rateBp: 100 },
      { category: 'LIVE', rateBp: 50 },
      { category: 'FISH', rateBp: 100 },
    ]);
    expect(body).toMatchObject({ convertPoints: 1000, convertAmount: 10, convertEnabled: true });
    expect(body.copyText).toEqual(settings.copyText);
  });

  it('leaves out categories set to nothing and names each control that cannot be sent', () => {
    const draft = settingsDraftOf(settings, 2);
    draft.rates.RNG = '0';
    draft.rates.LIVE = '';
    draft.rates.PVP = 'abc';
    draft.convertPoints = '0';
    draft.convertAmount = '1.005';
    draft.copyText.EN = 'x'.repeat(301);
    const { body, problems } = settingsBody(draft, 2);
    expect(body.earn.map((e) => e.category)).toEqual(['SPORTS', 'FISH']);
    expect(problems).toEqual({
      'rate:PVP': 'rate',
      convertPoints: 'convertPoints',
      convertAmount: 'convertAmount',
      'copyText:EN': 'copyText',
    });
  });

  it('words the rates in plain lines, best first, categories sharing a rate together', () => {
    expect(earnLines(settings.earn)).toEqual([
      { rateBp: 150, categories: ['SPORTS'], words: { kind: 'pointsPer100', points: 1.5 } },
      { rateBp: 100, categories: ['RNG', 'FISH'], words: { kind: 'onePer', amount: 100 } },
      { rateBp: 50, categories: ['LIVE'], words: { kind: 'onePer', amount: 200 } },
    ]);
    expect(earnLines([{ category: 'RNG', rateBp: 1_000 }])[0]?.words).toEqual({ kind: 'onePer', amount: 10 });
    expect(earnLines([{ category: 'RNG', rateBp: 0 }])).toEqual([]);
    expect(nonEarning(settings.earn)).toEqual(['LOTT', 'ELOTT', 'PVP', 'ESPORTS', 'COCKFIGHT', 'INHOUSE']);
  });
});
