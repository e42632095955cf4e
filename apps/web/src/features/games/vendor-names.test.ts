import { describe, expect, it } from 'vitest';
import { vendorDisplayName, vendorNameMap } from './vendor-names';

describe('vendor names', () => {
  it('reads the name after the lead-in of the remark', () => {
    expect(vendorDisplayName({ vassalage: 'SPX', remark: 'Demo catalog · Sportex' })).toBe('Sportex');
    expect(vendorDisplayName({ vassalage: 'PKR', remark: 'Poker Palace' })).toBe('Poker Palace');
  });

  it('falls back to the code for no remark or a sentence', () => {
    expect(vendorDisplayName({ vassalage: 'SPX', remark: '  ' })).toBe('SPX');
    expect(vendorDisplayName({ vassalage: 'SPX', remark: 'x'.repeat(41) })).toBe('SPX');
  });

  it('maps every code once, whichever lane names it first', () => {
    const card = (vassalage: string, remark: string) => ({
      vassalage,
      remark,
      lagerIcon: '',
      gameType: 'RNG' as const,
      isGame: 'VASSALAGE' as const,
    });
    const names = vendorNameMap([
      { title: 'RNG', cards: [card('JDR', 'Demo · Jade Dragon'), card('SLT', 'Starlight')] },
      { title: 'FISH', cards: [card('JDR', 'Jade Dragon Fishing')] },
    ]);
    expect([...names]).toEqual([
      ['JDR', 'Jade Dragon'],
      ['SLT', 'Starlight'],
    ]);
  });
});
