import type { GameType } from '@tessera/contracts';

/** How a vendor's games are named and priced. `lobby` is one game that opens the vendor's own lobby. */
export type GameStyle =
  | 'slot'
  | 'featured-slot'
  | 'live'
  | 'pvp'
  | 'fish'
  | 'lottery'
  | 'vn-lottery'
  | 'lobby'
  | 'inhouse';

export interface DemoVendor {
  code: string;
  name: string;
  kind: 'EXTERNAL' | 'INHOUSE';
  /** VASSALAGE: the card opens the vendor's game list; game: it launches the vendor's one game. */
  isGame: 'VASSALAGE' | 'game';
  /** The four vendors that existed before the catalog keep their transfer wallets. */
  walletTypeId?: number;
  offers: Array<{ type: GameType; style: GameStyle; count: number }>;
}

const slots = (count: number) => [{ type: 'RNG' as const, style: 'slot' as const, count }];
const live = (count: number) => [{ type: 'LIVE' as const, style: 'live' as const, count }];
const pvp = (count: number) => [{ type: 'PVP' as const, style: 'pvp' as const, count }];
const fish = (count: number) => [{ type: 'FISH' as const, style: 'fish' as const, count }];
const lobby = (type: GameType) => [{ type, style: 'lobby' as const, count: 1 }];

const external = (
  code: string,
  name: string,
  offers: DemoVendor['offers'],
  isGame: DemoVendor['isGame'] = 'VASSALAGE',
): DemoVendor => ({ code, name, kind: 'EXTERNAL', isGame, offers });

/**
 * The demo catalog's vendors, in display order: the four of the demo brand (same codes and wallet
 * ids), the spec's provider sets (e-sports, cockfight, lottery routing codes) and invented studios.
 * Every name is made up; the remark labels each card as part of the demo catalog.
 */
export const DEMO_CATALOG_VENDORS: readonly DemoVendor[] = [
  {
    code: 'BGS',
    name: 'Tessera Originals',
    kind: 'INHOUSE',
    isGame: 'VASSALAGE',
    walletTypeId: 100,
    offers: [{ type: 'RNG', style: 'inhouse', count: 5 }],
  },
  { ...external('LVS', 'Lumen Live', live(80)), walletTypeId: 101 },
  {
    ...external('SLT', 'Starlight Slots', [{ type: 'RNG', style: 'featured-slot', count: 900 }]),
    walletTypeId: 102,
  },
  { ...external('SPX', 'Sportex', lobby('SPORTS'), 'game'), walletTypeId: 103 },
  external('VLV', 'Velvet Live', live(60)),
  external('AUR', 'Aurora Live Casino', live(60)),
  external('RTB', 'Royal Table', live(50)),
  external('CDL', 'Crystal Dealer', live(40)),
  external('NVA', 'Nova Reels', slots(800)),
  external('PXG', 'Pixel Gaming', slots(800)),
  external('JDR', 'Jade Dragon Gaming', [...slots(750), ...fish(20)]),
  external('GLD', 'Goldleaf', slots(800)),
  external('ORB', 'Orbit Spins', slots(750)),
  external('MGR', 'Mango Reels', slots(700)),
  external('TDL', 'Tidal Games', slots(700)),
  external('RBY', 'Ruby Play', slots(700)),
  external('KSM', 'Kismet Studio', slots(650)),
  external('LNR', 'Lunar Studio', slots(650)),
  external('ZPH', 'Zephyr Slots', slots(650)),
  external('CRN', 'Carnival Games', slots(600)),
  external('KIK', 'Kickoff Sports', [...lobby('SPORTS'), ...lobby('ESPORTS')], 'game'),
  external('ARN', 'Arena Bet', lobby('SPORTS'), 'game'),
  external('AV', 'AV E-Sports', lobby('ESPORTS'), 'game'),
  external('IMES', 'IM E-Sports', lobby('ESPORTS'), 'game'),
  external('IA', 'IA E-Sports', lobby('ESPORTS'), 'game'),
  external('AI', 'AI E-Sports', lobby('ESPORTS'), 'game'),
  external('TF', 'TF E-Sports', lobby('ESPORTS'), 'game'),
  external('DS88', 'DS88 Sabong', lobby('COCKFIGHT'), 'game'),
  external('DIG', 'DIG Sabong', lobby('COCKFIGHT'), 'game'),
  external('CRD', 'CardHouse', pvp(40)),
  external('TPK', 'Teen Patti King', pvp(30)),
  external('PKR', 'Poker Palace', pvp(30)),
  external('RMY', 'Rummy Hub', pvp(30)),
  external('FSH', 'Deep Blue Fishing', fish(30)),
  external('OCN', 'Ocean King Studio', fish(30)),
  external('RFL', 'Reef Hunters', fish(25)),
  // Lottery routing (spec §2.1): the first card of a lottery lane picks the route.
  external('TCG_SEA', 'TCG Sea Lottery', [{ type: 'LOTT', style: 'lottery', count: 15 }]),
  external('LOTT', 'Tessera Lottery', [{ type: 'LOTT', style: 'lottery', count: 15 }]),
  external('TCG_LOTTO_VN', 'TCG Vietnam Lottery', [{ type: 'ELOTT', style: 'vn-lottery', count: 18 }]),
  external('ELOTT', 'Tessera E-Lottery', [{ type: 'ELOTT', style: 'lottery', count: 15 }]),
];

/** The in-house games (domain.md §4): exactly these codes. Ours, so named in Bengali too. */
export const INHOUSE_GAMES = [
  { code: 'DICE', name: 'Dice', bn: 'ডাইস' },
  { code: 'MINES', name: 'Mines', bn: 'মাইনস' },
  { code: 'PLINKO', name: 'Plinko', bn: 'প্লিঙ্কো' },
  { code: 'KENO', name: 'Keno', bn: 'কেনো' },
  { code: 'SLOT5', name: 'Lucky Fives', bn: 'সৌভাগ্যবান ফাইভস' },
] as const;
