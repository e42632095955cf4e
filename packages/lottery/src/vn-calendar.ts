/**
 * When the Vietnamese lottery draws. The North draws once a day; in the Central and the South each
 * province's company draws on fixed weekdays, several a day. All times are Vietnam time (UTC+7,
 * no daylight saving).
 */
export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

/** Day of the week in Vietnam, counted as `Date.getUTCDay` does: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A game that draws: the North's daily draw, or one province of the Central or the South. */
export interface VnGame {
  /** Stable game code (`VN_S_HCM`). */
  code: string;
  /** Its Vietnamese name, as players know it. */
  name: string;
  region: VnRegion;
  weekdays: readonly Weekday[];
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The draw's local time in each region, as [hour, minute]. */
export const VN_DRAW_TIME: Record<VnRegion, readonly [number, number]> = {
  SOUTH: [16, 15],
  CENTRAL: [17, 15],
  NORTH: [18, 15],
};

const game = (code: string, name: string, region: VnRegion, weekdays: Weekday[]): VnGame => ({
  code,
  name,
  region,
  weekdays,
});

const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export const VN_GAMES: readonly VnGame[] = [
  game('VN_N', 'Xổ số Miền Bắc', 'NORTH', EVERY_DAY),

  game('VN_C_HUE', 'Thừa Thiên Huế', 'CENTRAL', [0, 1]),
  game('VN_C_PY', 'Phú Yên', 'CENTRAL', [1]),
  game('VN_C_DLK', 'Đắk Lắk', 'CENTRAL', [2]),
  game('VN_C_QNM', 'Quảng Nam', 'CENTRAL', [2]),
  game('VN_C_DNG', 'Đà Nẵng', 'CENTRAL', [3, 6]),
  game('VN_C_KH', 'Khánh Hòa', 'CENTRAL', [0, 3]),
  game('VN_C_BDI', 'Bình Định', 'CENTRAL', [4]),
  game('VN_C_QT', 'Quảng Trị', 'CENTRAL', [4]),
  game('VN_C_QB', 'Quảng Bình', 'CENTRAL', [4]),
  game('VN_C_GL', 'Gia Lai', 'CENTRAL', [5]),
  game('VN_C_NT', 'Ninh Thuận', 'CENTRAL', [5]),
  game('VN_C_QNG', 'Quảng Ngãi', 'CENTRAL', [6]),
  game('VN_C_DNO', 'Đắk Nông', 'CENTRAL', [6]),
  game('VN_C_KT', 'Kon Tum', 'CENTRAL', [0]),

  game('VN_S_HCM', 'TP. Hồ Chí Minh', 'SOUTH', [1, 6]),
  game('VN_S_DT', 'Đồng Tháp', 'SOUTH', [1]),
  game('VN_S_CM', 'Cà Mau', 'SOUTH', [1]),
  game('VN_S_BTR', 'Bến Tre', 'SOUTH', [2]),
  game('VN_S_VT', 'Vũng Tàu', 'SOUTH', [2]),
  game('VN_S_BL', 'Bạc Liêu', 'SOUTH', [2]),
  game('VN_S_DN', 'Đồng Nai', 'SOUTH', [3]),
  game('VN_S_CT', 'Cần Thơ', 'SOUTH', [3]),
  game('VN_S_ST', 'Sóc Trăng', 'SOUTH', [3]),
  game('VN_S_TN', 'Tây Ninh', 'SOUTH', [4]),
  game('VN_S_AG', 'An Giang', 'SOUTH', [4]),
  game('VN_S_BTH', 'Bình Thuận', 'SOUTH', [4]),
  game('VN_S_VL', 'Vĩnh Long', 'SOUTH', [5]),
  game('VN_S_BD', 'Bình Dương', 'SOUTH', [5]),
  game('VN_S_TV', 'Trà Vinh', 'SOUTH', [5]),
  game('VN_S_LA', 'Long An', 'SOUTH', [6]),
  game('VN_S_BP', 'Bình Phước', 'SOUTH', [6]),
  game('VN_S_HG', 'Hậu Giang', 'SOUTH', [6]),
  game('VN_S_TG', 'Tiền Giang', 'SOUTH', [0]),
  game('VN_S_KG', 'Kiên Giang', 'SOUTH', [0]),
  game('VN_S_DL', 'Đà Lạt', 'SOUTH', [0]),
];

const BY_CODE = new Map(VN_GAMES.map((entry) => [entry.code, entry]));

export const vnGameOf = (code: string): VnGame | undefined => BY_CODE.get(code);

/** The games of a region drawing on a weekday (Vietnam's), in the order the region lists them. */
export const provincesOn = (region: VnRegion, weekday: Weekday): VnGame[] =>
  VN_GAMES.filter((entry) => entry.region === region && entry.weekdays.includes(weekday));

/** The first draw of a game strictly after `after`, as a UTC instant. Throws for an unknown code. */
export function nextDrawAt(gameCode: string, after: Date): Date {
  const entry = BY_CODE.get(gameCode);
  if (!entry) throw new Error(`unknown Vietnamese game ${gameCode}`);
  const [hour, minute] = VN_DRAW_TIME[entry.region];
  // A Date shifted by the offset reads Vietnam's wall clock through its UTC fields.
  const local = new Date(after.getTime() + VIETNAM_OFFSET_MS);
  for (let day = 0; day <= 7; day++) {
    const drawLocal = Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + day,
      hour,
      minute,
    );
    const weekday = new Date(drawLocal).getUTCDay() as Weekday;
    const drawAt = drawLocal - VIETNAM_OFFSET_MS;
    if (entry.weekdays.includes(weekday) && drawAt > after.getTime()) return new Date(drawAt);
  }
  throw new Error(`${gameCode} has no draw day`);
}
