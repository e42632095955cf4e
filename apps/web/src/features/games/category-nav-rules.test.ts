import type { GameCategory, MenuItem, VendorCard, VendorLane } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { rateTable, rateText } from '../vip/vip-words';
import { categoryPath } from './categories';
import { buildCategoryNav } from './category-nav-rules';

const card = (vassalage: string, gameType: VendorCard['gameType'] = 'RNG'): VendorCard => ({
  vassalage,
  lagerIcon: `vendors/${vassalage}.png`,
  remark: vassalage,
  gameType,
  isGame: 'VASSALAGE',
});
const lane = (title: GameCategory, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map((code) => card(code)),
});
const menu = (children: [string, boolean][], gamesOn = true): MenuItem[] => [
  { code: 'HOME', enabled: true, children: [] },
  {
    code: 'GAMES',
    enabled: gamesOn,
    children: children.map(([code, enabled]) => ({ code, enabled, children: [] })),
  },
];

const categories = (entries: ReturnType<typeof buildCategoryNav>) => entries.map((entry) => entry.category);

describe('category navigation (spec §2.1, §2.5)', () => {
  it('shows a category only when it has at least one vendor', () => {
    const nav = buildCategoryNav([lane('LIVE', 'LVS'), lane('FISH'), lane('SPORTS', 'SPX')], []);
    expect(categories(nav)).toEqual(['LIVE', 'SPORTS']);
  });

  it("follows the brand menu's order and leaves out what it switches off", () => {
    const lanes = [lane('SPORTS', 'SPX'), lane('LIVE', 'LVS'), lane('FISH', 'FSH'), lane('PVP', 'CRD')];
    const nav = buildCategoryNav(
      lanes,
      menu([
        ['LIVE', true],
        ['FISH', false],
        ['SPORTS', true],
      ]),
    );
    // PVP is not in the menu at all: it follows in the lanes' order.
    expect(categories(nav)).toEqual(['LIVE', 'SPORTS', 'PVP']);
  });

  it('shows no category when the menu switches GAMES off', () => {
    expect(buildCategoryNav([lane('LIVE', 'LVS')], menu([['LIVE', true]], false))).toEqual([]);
  });

  it('lists in-house vendors under RNG, leading to the in-house page', () => {
    const nav = buildCategoryNav([lane('RNG', 'SLT', 'NVA'), lane('INHOUSE', 'BGS')], []);
    expect(categories(nav)).toEqual(['RNG']);
    expect(nav[0]!.vendors.map((vendor) => [vendor.card.vassalage, vendor.category])).toEqual([
      ['SLT', 'RNG'],
      ['NVA', 'RNG'],
      ['BGS', 'INHOUSE'],
    ]);
    expect(categoryPath('INHOUSE', 'BGS')).toBe('/inHouse?vassalage=BGS');
  });

  it('gives the in-house games their own entry when RNG does not show', () => {
    expect(categories(buildCategoryNav([lane('RNG'), lane('INHOUSE', 'BGS')], []))).toEqual(['INHOUSE']);
    const rngOff = buildCategoryNav(
      [lane('RNG', 'SLT'), lane('INHOUSE', 'BGS')],
      menu([
        ['RNG', false],
        ['INHOUSE', true],
      ]),
    );
    expect(categories(rngOff)).toEqual(['INHOUSE']);
  });

  it('routes lottery entries by their first game and launches cockfight at once', () => {
    const nav = buildCategoryNav(
      [
        lane('LIVE', 'LVS'),
        lane('LOTT', 'TCG_SEA'),
        lane('ELOTT', 'TCG_LOTTO_VN'),
        lane('COCKFIGHT', 'DS88'),
      ],
      [],
    );
    expect(nav.map((entry) => [entry.category, entry.behaviour])).toEqual([
      ['LIVE', 'page'],
      ['LOTT', 'lottery'],
      ['ELOTT', 'lottery'],
      ['COCKFIGHT', 'launchFirst'],
    ]);
  });

  it("carries the caller's rebate rates (getRebateRates), and none for a category without one", () => {
    // Level 0's rates: the spec §9 table.
    const rates = rateTable([
      { category: 'LOTT', rateBp: 100 },
      { category: 'ELOTT', rateBp: 100 },
      { category: 'FISH', rateBp: 100 },
      { category: 'RNG', rateBp: 120 },
      { category: 'LIVE', rateBp: 80 },
      { category: 'SPORTS', rateBp: 100 },
      { category: 'ESPORTS', rateBp: 100 },
      { category: 'PVP', rateBp: 0 },
    ]);
    const nav = buildCategoryNav(
      [
        lane('LIVE', 'LVS'),
        lane('RNG', 'PGS'),
        lane('INHOUSE', 'BGS'),
        lane('PVP', 'CRD'),
        lane('LOTT', 'TCG'),
      ],
      [],
      rates,
    );
    expect(Object.fromEntries(nav.map((entry) => [entry.category, entry.rebateBp]))).toEqual({
      LIVE: 80,
      RNG: 120,
      PVP: null,
      LOTT: 100,
    });
    expect(nav.map((entry) => entry.rebateBp).map((bp) => (bp === null ? null : rateText(bp)))).toEqual([
      '0.8%',
      '1.2%',
      null,
      '1%',
    ]);
    // Before the rates are known (or when they could not be read) no entry shows one.
    expect(buildCategoryNav([lane('LIVE', 'LVS')], []).map((entry) => entry.rebateBp)).toEqual([null]);
  });
});
