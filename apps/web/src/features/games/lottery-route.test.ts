import { describe, expect, it } from 'vitest';
import { lotteryRoute } from './lottery-route';

describe('lottery route (spec §2.1)', () => {
  it('sends the Vietnamese and sea lottery vendors to their own pages', () => {
    expect(lotteryRoute({ vassalage: 'TCG_LOTTO_VN', gameCode: 'MB' })).toBe('/vnLottery');
    expect(lotteryRoute({ vassalage: 'TCG_SEA', gameCode: 'SSC1' })).toBe('/seaLottery');
  });

  it('sends LOTT and ELOTT games to the generic page with their game code', () => {
    expect(lotteryRoute({ vassalage: 'LOTT', gameCode: 'SSC1' })).toBe('/lottery?gameCode=SSC1');
    expect(lotteryRoute({ vassalage: 'ELOTT', gameCode: 'PK10 5' })).toBe('/lottery?gameCode=PK10%205');
  });
});
