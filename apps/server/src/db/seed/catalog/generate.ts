import type { GameClassify, GameType } from '@tessera/contracts';
import { mulberry32 } from '../../../lib/seeded-random.js';
import { gameArtPath } from '../../../modules/games/art/art-paths.js';
import { normaliseSearch } from '../../../modules/games/search-name.js';
import { DEMO_CATALOG_VENDORS, type DemoVendor, type GameStyle, INHOUSE_GAMES } from './vendors.js';
import {
  FEATURED_SLOTS,
  FISH_GAMES,
  LIVE_GAMES,
  LIVE_PREFIXES,
  LOTTERY_GAMES,
  LOTTERY_MINUTES,
  PVP_GAMES,
  PVP_VARIANTS,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  VN_REGIONS,
} from './words.js';

export interface DemoGame {
  vendorCode: string;
  gameCode: string;
  gameType: GameType;
  classify: GameClassify | null;
  /** EN always; BN only for in-house games (a vendor's game keeps its own name). */
  names: { EN: string; BN?: string };
  searchName: string;
  icon: string;
  /** Minor units. */
  minBet: number;
  lines: number | null;
  rtpBp: number | null;
  hot: boolean;
  recommended: boolean;
  sort: number;
  status: 'ACTIVE' | 'MAINTENANCE' | 'DISABLED';
}

/** One stream per vendor (FNV-1a of its code), so adding a vendor leaves the others' games as they were. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Slot sub-categories: about a third of the slots carry one, every one of them used. */
function slotClassify(random: Random): GameClassify | null {
  const roll = random();
  const bands: Array<[number, GameClassify]> = [
    [0.06, 'SC'],
    [0.11, 'VP'],
    [0.18, 'JP'],
    [0.24, 'TG'],
    [0.3, 'AC'],
    [0.34, 'BG'],
  ];
  return bands.find(([below]) => roll < below)?.[1] ?? null;
}

/** The English names of a vendor's games of one style, `count` of them, distinct within the vendor. */
function namesFor(style: GameStyle, count: number, random: Random, vendor: DemoVendor, taken: Set<string>) {
  const fixed: Record<string, () => string[]> = {
    inhouse: () => INHOUSE_GAMES.map((game) => game.name),
    lobby: () => [`${vendor.name} ${lobbyWord(vendor)}`],
    lottery: () => LOTTERY_GAMES.flatMap((g) => LOTTERY_MINUTES.map((m) => `${g.name} ${m} Minutes`)),
    'vn-lottery': () => [
      ...VN_REGIONS.map((region) => region.name),
      ...LOTTERY_GAMES.flatMap((g) => LOTTERY_MINUTES.map((m) => `${g.name} ${m} Minutes`)),
    ],
  };
  if (fixed[style]) return fixed[style]().slice(0, count);
  const names: string[] = style === 'featured-slot' ? [...FEATURED_SLOTS] : [];
  for (const name of names) taken.add(name);
  while (names.length < count) {
    let name = inventName(style, random);
    for (let tries = 0; taken.has(name) && tries < 20; tries++) name = inventName(style, random);
    if (taken.has(name)) name = `${name} ${names.length}`;
    taken.add(name);
    names.push(name);
  }
  return names;
}

function inventName(style: GameStyle, random: Random): string {
  switch (style) {
    case 'live':
      return `${pick(random, LIVE_PREFIXES)} ${pick(random, LIVE_GAMES)} ${1 + Math.floor(random() * 9)}`;
    case 'pvp':
      return `${pick(random, PVP_GAMES)} ${pick(random, PVP_VARIANTS)}`;
    case 'fish':
      return random() < 0.5
        ? pick(random, FISH_GAMES)
        : `${pick(random, FISH_GAMES)} ${pick(random, SLOT_SUFFIXES)}`;
    default: {
      const base = `${pick(random, SLOT_ADJECTIVES)} ${pick(random, SLOT_NOUNS)}`;
      return random() < 0.45 ? `${base} ${pick(random, SLOT_SUFFIXES)}` : base;
    }
  }
}

const lobbyWord = (vendor: DemoVendor) =>
  vendor.offers.length > 1 ? 'Lobby' : vendor.offers[0]!.type === 'SPORTS' ? 'Sportsbook' : 'Lobby';

/** Game codes: the in-house and lottery codes as the domain names them, otherwise vendor + number. */
function codesFor(style: GameStyle, vendor: DemoVendor, type: GameType, count: number, start: number) {
  const lotteryCodes = LOTTERY_GAMES.flatMap((g) => LOTTERY_MINUTES.map((m) => `${g.code}${m}`));
  switch (style) {
    case 'inhouse':
      return INHOUSE_GAMES.map((game) => game.code).slice(0, count);
    case 'lobby':
      return [vendor.offers.length > 1 ? `LOBBY_${type}` : 'LOBBY'];
    case 'lottery':
      return lotteryCodes.slice(0, count);
    case 'vn-lottery':
      return [...VN_REGIONS.map((region) => region.code), ...lotteryCodes].slice(0, count);
    default:
      return Array.from(
        { length: count },
        (_, i) => `${vendor.code}${String(start + i + 1).padStart(4, '0')}`,
      );
  }
}

const MIN_BETS: Record<GameStyle, readonly number[]> = {
  slot: [10, 20, 50, 100],
  'featured-slot': [10, 20, 50, 100],
  live: [1_000, 2_000, 5_000, 10_000],
  pvp: [100, 500, 1_000],
  fish: [10, 50, 100],
  lottery: [100],
  'vn-lottery': [100],
  lobby: [1_000],
  inhouse: [10],
};
const SLOT_LINES = [5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024] as const;

/** A few slots are under maintenance or switched off, as in any real catalog. */
function slotStatus(roll: number): DemoGame['status'] {
  if (roll < 0.01) return 'MAINTENANCE';
  return roll < 0.013 ? 'DISABLED' : 'ACTIVE';
}

/**
 * A vendor's game keeps the name its vendor gives it in every language (players know "Café
 * Fortune", not a word-for-word translation of it); only our own in-house games are named in
 * Bengali too.
 */
function namesOf(vendor: DemoVendor, name: string): DemoGame['names'] {
  const own = INHOUSE_GAMES.find((game) => game.name === name);
  return vendor.kind === 'INHOUSE' && own ? { EN: name, BN: own.bn } : { EN: name };
}

function gameOf(
  vendor: DemoVendor,
  type: GameType,
  style: GameStyle,
  code: string,
  name: string,
  sort: number,
  random: Random,
): DemoGame {
  const isSlot = style === 'slot' || style === 'featured-slot';
  const statusRoll = random();
  const names = namesOf(vendor, name);
  return {
    vendorCode: vendor.code,
    gameCode: code,
    gameType: type,
    classify: isSlot ? slotClassify(random) : null,
    names,
    searchName: normaliseSearch(Object.values(names).join(' ')),
    icon: gameArtPath(vendor.code, code),
    minBet: pick(random, MIN_BETS[style]),
    lines: isSlot ? pick(random, SLOT_LINES) : null,
    rtpBp: style === 'inhouse' ? 9_900 : style === 'lobby' ? null : 9_400 + Math.floor(random() * 500),
    hot: (style === 'inhouse' && sort < 2) || random() < 0.012,
    recommended: random() < 0.02,
    sort,
    status: isSlot ? slotStatus(statusRoll) : 'ACTIVE',
  };
}

/** The whole demo catalog, the same on every call. */
export function generateDemoCatalog(): DemoGame[] {
  const games: DemoGame[] = [];
  for (const vendor of DEMO_CATALOG_VENDORS) {
    const random = mulberry32(seedOf(`tessera-demo-catalog:${vendor.code}`));
    const taken = new Set<string>();
    let sort = 0;
    for (const offer of vendor.offers) {
      const names = namesFor(offer.style, offer.count, random, vendor, taken);
      const codes = codesFor(offer.style, vendor, offer.type, names.length, sort);
      names.forEach((name, i) => {
        games.push(gameOf(vendor, offer.type, offer.style, codes[i]!, name, sort, random));
        sort += 1;
      });
    }
  }
  return games;
}
