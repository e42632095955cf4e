import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../../db/seed/catalog/generate.js';
import { DEMO_CATALOG_VENDORS } from '../../../db/seed/catalog/vendors.js';
import { fitText, monogram } from './art-text.js';
import { type GameArtInput, gameTileSvg, vendorMarkSvg } from './tile-svg.js';

const vendors = new Map(DEMO_CATALOG_VENDORS.map((vendor) => [vendor.code, vendor]));
const inputOf = (game: ReturnType<typeof generateDemoCatalog>[number]): GameArtInput => {
  const vendor = vendors.get(game.vendorCode)!;
  return {
    vendorCode: game.vendorCode,
    vendorName: vendor.name,
    gameCode: game.gameCode,
    gameType: game.gameType,
    name: game.names.EN,
    inhouse: vendor.kind === 'INHOUSE',
  };
};
/** The name as the tile writes it: its lines, joined. */
const written = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/gu)]
    .map((match) => match[1]!.replace(/&#(\d+);/gu, (_, code: string) => String.fromCodePoint(Number(code))))
    .join(' ');

describe('game tiles', () => {
  const catalog = generateDemoCatalog();

  it('draws every demo game in a few kilobytes, its whole name legible on at most two lines', () => {
    for (const game of catalog) {
      const svg = gameTileSvg(inputOf(game));
      expect(svg.length, game.gameCode).toBeLessThan(3_500);
      const size = Number(/<text font-size="(\d+)"/u.exec(svg)![1]);
      expect(size, game.names.EN).toBeGreaterThanOrEqual(19);
      expect(written(svg), game.gameCode).toBe(game.names.EN);
      expect(svg.match(/<tspan/gu)!.length).toBeLessThanOrEqual(2);
    }
  });

  it('is the same picture for the same game, another for another game', () => {
    const [a, b] = catalog.filter((game) => game.vendorCode === 'NVA');
    expect(gameTileSvg(inputOf(a!))).toBe(gameTileSvg(inputOf(a!)));
    expect(gameTileSvg(inputOf(a!))).not.toBe(gameTileSvg({ ...inputOf(a!), gameCode: b!.gameCode }));
  });

  it('writes names as text, never as markup', () => {
    const svg = gameTileSvg({
      ...inputOf(catalog[0]!),
      name: '<script>x</script> & "Co"',
      vendorName: 'A<B',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(svg).toContain('A&#60;B');
  });

  it('gives each in-house game its own picture', () => {
    const tiles = catalog
      .filter((game) => game.vendorCode === 'BGS')
      .map((game) => gameTileSvg(inputOf(game)));
    const motifs = tiles.map(
      (svg) => /<g transform="translate\(118 14\) scale\(1\.08\)">(.*?)<\/g><rect/u.exec(svg)![1],
    );
    expect(new Set(motifs).size).toBe(5);
  });

  it('draws a live table by what its name says: a roulette wheel, dice, else cards', () => {
    const live = catalog.filter((game) => game.gameType === 'LIVE');
    const motif = (name: string) => {
      const game = live.find((candidate) => candidate.names.EN.includes(name))!;
      return /<g transform="translate\(118 14\) scale\(1\.08\)">(.*?)<\/g><rect/u.exec(
        gameTileSvg(inputOf(game)),
      )![1]!;
    };
    expect(motif('Roulette')).toContain('A40 40');
    expect(motif('Sic Bo')).toContain('r="4.5"');
    expect(motif('Baccarat')).toContain('♥');
  });
});

describe('fitting a name', () => {
  it('keeps the largest size that fits and balances two lines', () => {
    expect(fitText('Dice', 222, [30, 26])).toEqual({ size: 30, lines: ['Dice'] });
    expect(fitText('Speed Sic Bo 9', 222, [30, 26]).lines).toEqual(['Speed', 'Sic Bo 9']);
  });

  it('ends a name too long for two lines with an ellipsis at the smallest size', () => {
    const fitted = fitText('Jalapeño Treasure Megaways Deluxe Extreme Jackpot Edition', 222, [30, 19]);
    expect(fitted.size).toBe(19);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('vendor marks', () => {
  it('draws a monogram for every demo vendor, acronyms kept whole', () => {
    expect(monogram('Starlight Slots')).toBe('SS');
    expect(monogram('AV E-Sports')).toBe('AV');
    expect(monogram('DS88 Sabong')).toBe('DS88');
    expect(monogram('CardHouse')).toBe('CH');
    expect(monogram('Goldleaf')).toBe('GO');
    for (const vendor of DEMO_CATALOG_VENDORS) {
      const svg = vendorMarkSvg({
        code: vendor.code,
        name: vendor.name,
        gameType: vendor.offers[0]!.type,
        inhouse: vendor.kind === 'INHOUSE',
      });
      expect(svg.length).toBeLessThan(3_000);
      expect(svg).toContain(`>${monogram(vendor.name)}</text>`);
    }
  });
});
