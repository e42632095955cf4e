import type { GameCard, VendorCard } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { planLaunch } from './launch-rules';

const game = (overrides: Partial<GameCard> = {}): GameCard => ({
  nodeId: 86,
  gameCode: 'SLT0001',
  gameType: 'RNG',
  vassalage: 'SLT',
  isGame: 'game',
  gameName: 'Cafe Luck',
  iconUrl: 'games/SLT/SLT0001.png',
  minBet: 0.1,
  hot: false,
  recommended: false,
  classify: 'SC',
  maintenance: false,
  ...overrides,
});

const vendor = (overrides: Partial<VendorCard> = {}): VendorCard => ({
  vassalage: 'LVS',
  lagerIcon: 'vendors/LVS.png',
  remark: 'Lumen Live',
  gameType: 'LIVE',
  isGame: 'VASSALAGE',
  ...overrides,
});

describe('game launch rules (spec §4, §6)', () => {
  it('starts a member on /seamless with the node id', () => {
    expect(planLaunch('member', { kind: 'game', game: game() })).toEqual({
      kind: 'navigate',
      to: '/seamless?nodeId=86',
    });
  });

  it('sends a visitor to login, whatever the game', () => {
    expect(planLaunch('visitor', { kind: 'game', game: game() })).toEqual({ kind: 'login' });
    expect(planLaunch('visitor', { kind: 'game', game: game({ vassalage: 'BGS' }) })).toEqual({
      kind: 'login',
    });
  });

  it('tells a trial member a real account is needed, except for the in-house games', () => {
    expect(planLaunch('trial', { kind: 'game', game: game() })).toEqual({ kind: 'needRealAccount' });
    expect(planLaunch('trial', { kind: 'game', game: game({ nodeId: 1, vassalage: 'BGS' }) })).toEqual({
      kind: 'navigate',
      to: '/seamless?nodeId=1',
    });
  });

  it('opens the vendor game list for a VASSALAGE vendor, even for a visitor (browsing is free)', () => {
    const card = vendor();
    expect(planLaunch('visitor', { kind: 'vendor', vendor: card, category: 'LIVE' })).toEqual({
      kind: 'vendorPopup',
      vendor: card,
      category: 'LIVE',
    });
  });

  it("launches a one-game vendor's first game, after the same login and trial checks", () => {
    const sportsbook = vendor({ vassalage: 'SPX', gameType: 'SPORTS', isGame: 'game' });
    expect(planLaunch('member', { kind: 'vendor', vendor: sportsbook, category: 'SPORTS' })).toEqual({
      kind: 'firstGame',
      category: 'SPORTS',
      vassalage: 'SPX',
    });
    expect(planLaunch('visitor', { kind: 'vendor', vendor: sportsbook, category: 'SPORTS' })).toEqual({
      kind: 'login',
    });
    expect(planLaunch('trial', { kind: 'vendor', vendor: sportsbook, category: 'SPORTS' })).toEqual({
      kind: 'needRealAccount',
    });
  });

  it('says a game under maintenance is closed before anything else', () => {
    expect(planLaunch('visitor', { kind: 'game', game: game({ maintenance: true }) })).toEqual({
      kind: 'maintenance',
    });
  });

  it('opens lottery games on their lottery page', () => {
    const lottery = (vassalage: string, gameType: GameCard['gameType']) =>
      planLaunch('member', { kind: 'game', game: game({ vassalage, gameType, gameCode: 'SSC1' }) });
    expect(lottery('TCG_SEA', 'LOTT')).toEqual({ kind: 'navigate', to: '/seaLottery' });
    expect(lottery('TCG_LOTTO_VN', 'ELOTT')).toEqual({ kind: 'navigate', to: '/vnLottery' });
    expect(lottery('LOTT', 'LOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=SSC1' });
  });
});
