import { describe, expect, it } from 'vitest';
import { buildLanes, categoryOf, type LaneVendor, sortGameTypes } from './vendor-lanes.js';

const vendor = (
  code: string,
  gameTypes: LaneVendor['gameTypes'],
  kind: LaneVendor['kind'] = 'EXTERNAL',
): LaneVendor => ({
  code,
  kind,
  isGame: 'VASSALAGE',
  lagerIcon: `vendors/${code}.png`,
  remark: code,
  gameTypes,
});

describe('vendor lanes (spec §4 post-processing)', () => {
  it('takes e-sports and cockfight vendors out of SPORTS and in-house vendors out of RNG', () => {
    const lanes = buildLanes([
      vendor('SPX', ['SPORTS']),
      vendor('AV', ['SPORTS']),
      vendor('DS88', ['SPORTS']),
      vendor('SLT', ['RNG']),
      vendor('BGS', ['RNG'], 'INHOUSE'),
    ]);
    expect(lanes.map((lane) => [lane.title, lane.cards.map((card) => card.vassalage)])).toEqual([
      ['SPORTS', ['SPX']],
      ['RNG', ['SLT']],
      ['ESPORTS', ['AV']],
      ['COCKFIGHT', ['DS88']],
      ['INHOUSE', ['BGS']],
    ]);
    // The card keeps the type its games have: an in-house card still launches RNG games.
    expect(lanes.at(-1)!.cards[0]).toEqual({
      vassalage: 'BGS',
      lagerIcon: 'vendors/BGS.png',
      remark: 'BGS',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
    });
  });

  it('leaves out categories without a vendor and shows a vendor once per lane', () => {
    const lanes = buildLanes([vendor('AV', ['SPORTS', 'ESPORTS']), vendor('JDR', ['RNG', 'FISH'])]);
    expect(lanes.map((lane) => lane.title)).toEqual(['RNG', 'FISH', 'ESPORTS']);
    expect(lanes.find((lane) => lane.title === 'ESPORTS')!.cards).toHaveLength(1);
    expect(buildLanes([])).toEqual([]);
  });

  it('keeps other types where they are', () => {
    expect(categoryOf({ code: 'BGS', kind: 'INHOUSE' }, 'LIVE')).toBe('LIVE');
    expect(categoryOf({ code: 'AV', kind: 'EXTERNAL' }, 'RNG')).toBe('RNG');
    expect(categoryOf({ code: 'TCG_SEA', kind: 'EXTERNAL' }, 'LOTT')).toBe('LOTT');
    expect(sortGameTypes(['FISH', 'RNG', 'NOPE'])).toEqual(['RNG', 'FISH']);
  });
});
