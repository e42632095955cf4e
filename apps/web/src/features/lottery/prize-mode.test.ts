import type { VendorLane } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { prizeModeOf, vnPrizeMode } from './prize-mode';

const card = (vassalage: string, gameType: 'LOTT' | 'ELOTT') => ({
  vassalage,
  lagerIcon: '',
  remark: '',
  gameType,
  isGame: 'VASSALAGE' as const,
});
const lane = (title: 'LOTT' | 'ELOTT', ...vendors: string[]): VendorLane => ({
  title,
  cards: vendors.map((vendor) => card(vendor, title)),
});

describe('the Vietnamese prize mode (spec §4)', () => {
  it('is ELOTT when the ELOTT category has a TCG_LOTTO_VN card', () => {
    expect(vnPrizeMode([lane('LOTT', 'TCG_SEA'), lane('ELOTT', 'ELOTT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
  });

  it('is ELOTT when the ELOTT category has a LOTT card', () => {
    expect(vnPrizeMode([lane('ELOTT', 'LOTT')])).toBe('ELOTT');
  });

  it('is LOTT when those cards sit in another category, or the ELOTT category lacks them', () => {
    expect(vnPrizeMode([lane('LOTT', 'TCG_LOTTO_VN', 'LOTT'), lane('ELOTT', 'ELOTT')])).toBe('LOTT');
    expect(vnPrizeMode([lane('ELOTT')])).toBe('LOTT');
  });

  it('is LOTT without any vendor data', () => {
    expect(vnPrizeMode([])).toBe('LOTT');
  });
});

describe('the prize mode of a game', () => {
  const lanes = [lane('ELOTT', 'TCG_LOTTO_VN')];

  it('follows the rule for Vietnamese games', () => {
    expect(prizeModeOf({ area: 'VN', kind: 'DAILY' }, lanes)).toBe('ELOTT');
    expect(prizeModeOf({ area: 'VN', kind: 'DAILY' }, [])).toBe('LOTT');
  });

  it('plays the sea lottery at SEA, fast draws at ELOTT and official draws at LOTT', () => {
    expect(prizeModeOf({ area: 'SEA', kind: 'OFFICIAL' }, lanes)).toBe('SEA');
    expect(prizeModeOf({ area: 'CN', kind: 'FAST' }, lanes)).toBe('ELOTT');
    expect(prizeModeOf({ area: 'CN', kind: 'OFFICIAL' }, lanes)).toBe('LOTT');
  });
});
