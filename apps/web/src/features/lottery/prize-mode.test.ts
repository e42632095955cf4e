import type { VendorLane } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { openingPrizeMode, prizeModeChoices, prizeModeKey, prizeModeOf, vnPrizeMode } from './prize-mode';

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

describe('the prize modes a member may choose', () => {
  const fast = { area: 'CN' as const, kind: 'FAST' as const, gameCode: 'SSC1' };
  const zy = new Set(['SSC1', 'PK10_1']);

  it('offers ELOTT, then ZY, on a fast game the server lists under ZY', () => {
    expect(prizeModeChoices(fast, [], zy)).toEqual(['ELOTT', 'ZY']);
  });

  it('keeps one mode for a fast game not listed under ZY', () => {
    expect(prizeModeChoices({ ...fast, gameCode: 'LF1' }, [], zy)).toEqual(['ELOTT']);
  });

  it('keeps the rule of the Vietnamese, sea and Mark Six games even when listed under ZY', () => {
    const everything = new Set(['VN_N', 'SEA_4D', 'LHC_HK']);
    const lanes = [lane('ELOTT', 'TCG_LOTTO_VN')];
    expect(prizeModeChoices({ area: 'VN', kind: 'DAILY', gameCode: 'VN_N' }, lanes, everything)).toEqual([
      'ELOTT',
    ]);
    expect(prizeModeChoices({ area: 'SEA', kind: 'OFFICIAL', gameCode: 'SEA_4D' }, [], everything)).toEqual([
      'SEA',
    ]);
    expect(prizeModeChoices({ area: 'CN', kind: 'OFFICIAL', gameCode: 'LHC_HK' }, [], everything)).toEqual([
      'LOTT',
    ]);
  });

  it('opens at the mode chosen before while the game still offers it, else at the default', () => {
    expect(openingPrizeMode(['ELOTT', 'ZY'], 'ZY')).toBe('ZY');
    expect(openingPrizeMode(['ELOTT', 'ZY'], null)).toBe('ELOTT');
    expect(openingPrizeMode(['ELOTT'], 'ZY')).toBe('ELOTT');
    expect(openingPrizeMode(['ELOTT', 'ZY'], 'LOTT')).toBe('ELOTT');
  });
});

describe('a prize mode’s name', () => {
  it('is read through lottery_mode_<mode>', () => {
    expect(prizeModeKey('ZY')).toBe('lottery_mode_zy');
    expect(prizeModeKey('ELOTT')).toBe('lottery_mode_elott');
  });
});
