import { type Family, type PrizeMode, VN_DRAW_TIME, VN_GAMES } from '@tessera/lottery';
import type { LotteryKind } from '../../db/schema-lottery.js';
import type { Schedule } from './draw-schedule.js';

/**
 * The platform's lottery games (domain.md §5): our fast draws (ELOTT and ZY odds), the Mark Six and
 * the 4D sea lottery on their official calendars, and the Vietnamese daily draws. Every brand runs
 * its own draws of every game. The code is the catalog; boot copies it into `lottery_games`.
 */
export interface CatalogGame {
  code: string;
  family: Family;
  kind: LotteryKind;
  area: 'CN' | 'VN' | 'SEA';
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  names: { EN: string; BN: string };
  schedule: Schedule;
  /** Betting closes this many seconds before the draw. */
  closeSeconds: number;
  prizeModes: readonly PrizeMode[];
}

const FAST_MODES: readonly PrizeMode[] = ['ELOTT', 'ZY'];

function fast(code: string, family: Family, minutes: number, en: string, bn: string): CatalogGame {
  return {
    code,
    family,
    kind: 'FAST',
    area: 'CN',
    region: null,
    names: { EN: `${en} ${minutes} min`, BN: `${bn} ${minutes} মিনিট` },
    schedule: { kind: 'every', seconds: minutes * 60 },
    closeSeconds: minutes === 1 ? 5 : 10,
    prizeModes: FAST_MODES,
  };
}

/** Hong Kong and Malaysia are UTC+8; Vietnam is UTC+7. */
const UTC8 = 8 * 60;
const UTC7 = 7 * 60;

export const BASE_GAMES: readonly CatalogGame[] = [
  fast('SSC1', 'SSC', 1, 'Speed SSC', 'স্পিড এসএসসি'),
  fast('SSC3', 'SSC', 3, 'Speed SSC', 'স্পিড এসএসসি'),
  fast('SSC5', 'SSC', 5, 'Speed SSC', 'স্পিড এসএসসি'),
  fast('PK10_1', 'PK10', 1, 'Speed Racing', 'স্পিড রেসিং'),
  fast('PK10_5', 'PK10', 5, 'Speed Racing', 'স্পিড রেসিং'),
  fast('11X5_1', '11X5', 1, 'Speed 11 Pick 5', 'স্পিড 11 থেকে 5'),
  fast('11X5_5', '11X5', 5, 'Speed 11 Pick 5', 'স্পিড 11 থেকে 5'),
  fast('LF3', 'LF', 3, 'Happy Ten', 'হ্যাপি টেন'),
  fast('LHC5', 'LHC', 5, 'Speed Mark Six', 'স্পিড মার্ক সিক্স'),
  {
    code: 'LHC_HK',
    family: 'LHC',
    kind: 'OFFICIAL',
    area: 'CN',
    region: null,
    names: { EN: 'Mark Six', BN: 'মার্ক সিক্স' },
    schedule: { kind: 'weekly', weekdays: [2, 4, 6], time: '21:30', utcOffsetMinutes: UTC8 },
    closeSeconds: 15 * 60,
    prizeModes: ['LOTT'],
  },
  {
    code: 'SEA_4D',
    family: 'SEA',
    kind: 'OFFICIAL',
    area: 'SEA',
    region: null,
    names: { EN: '4D Lottery', BN: '4ডি লটারি' },
    schedule: { kind: 'weekly', weekdays: [0, 3, 6], time: '19:00', utcOffsetMinutes: UTC8 },
    closeSeconds: 15 * 60,
    prizeModes: ['SEA'],
  },
];

const VN_FAMILY = { NORTH: 'VN_NORTH', CENTRAL: 'VN_CENTRAL', SOUTH: 'VN_SOUTH' } as const;
const VN_REGION_NAMES = {
  NORTH: { EN: 'Northern', BN: 'উত্তরাঞ্চল' },
  CENTRAL: { EN: 'Central', BN: 'মধ্যাঞ্চল' },
  SOUTH: { EN: 'Southern', BN: 'দক্ষিণাঞ্চল' },
} as const;

/** The Vietnamese draws (the North daily, the provinces on their weekdays), from `vn-calendar`. */
function vnGames(): CatalogGame[] {
  return VN_GAMES.map((game) => {
    const [hour, minute] = VN_DRAW_TIME[game.region];
    const region = VN_REGION_NAMES[game.region];
    return {
      code: game.code,
      family: VN_FAMILY[game.region],
      kind: 'DAILY',
      area: 'VN',
      region: game.region,
      names: { EN: `${game.name} · ${region.EN}`, BN: `${game.name} · ${region.BN}` },
      schedule: {
        kind: 'weekly',
        weekdays: game.weekdays,
        time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
        utcOffsetMinutes: UTC7,
      },
      closeSeconds: 15 * 60,
      prizeModes: ['LOTT', 'ELOTT'],
    };
  });
}

/** Every game: the base games and the Vietnamese draws. */
export function lotteryGames(): CatalogGame[] {
  return [...BASE_GAMES, ...vnGames()];
}
