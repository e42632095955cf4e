/**
 * The picture on a tile: one motif per kind of game, drawn in a 100 × 100 box (the caller places
 * and scales it). Slots pick one of several so a vendor's 800 slots do not all look alike; the
 * in-house games each have their own. Fills use the gradients every tile defines: `url(#g)` gold,
 * `url(#s)` silver.
 */

type Motif = (bytes: Buffer) => string;

const GOLD = 'url(#g)';
const SILVER = 'url(#s)';
const RED = '#e53950';
const INK = '#1d1b2e';

const cherries: Motif = () =>
  `<path d="M36 60Q42 30 64 16M64 62Q60 36 64 16" stroke="#2f8f46" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M64 16q16-8 26 4q-14 8-26-4z" fill="#46c060"/><circle cx="34" cy="70" r="17" fill="${RED}"/><circle cx="66" cy="72" r="17" fill="#c21f3a"/><circle cx="28" cy="63" r="5" fill="#fff" opacity=".55"/><circle cx="60" cy="65" r="5" fill="#fff" opacity=".5"/>`;

const gem: Motif = (bytes) => {
  const hue = bytes[20]! % 2 === 0 ? '#5ee1ff' : '#ff6fd8';
  return `<path d="M50 92 8 38 26 12h48l18 26z" fill="${hue}"/><path d="M8 38h84L50 92z" fill="#000" opacity=".18"/><path d="M26 12 36 38 50 12 64 38 74 12" fill="#fff" opacity=".35"/><path d="M36 38 50 92 64 38z" fill="#fff" opacity=".22"/>`;
};

const seven: Motif = () =>
  `<path d="M18 14h66v14L52 90H32l30-58H18z" fill="${GOLD}" stroke="#7a3b00" stroke-width="4" stroke-linejoin="round"/><path d="M24 20h52" stroke="#fff" stroke-width="4" opacity=".5"/>`;

const crown: Motif = () =>
  `<path d="M10 78 4 26l26 22L50 12l20 36 26-22-6 52z" fill="${GOLD}" stroke="#7a3b00" stroke-width="3" stroke-linejoin="round"/><rect x="10" y="78" width="80" height="12" rx="3" fill="${GOLD}" stroke="#7a3b00" stroke-width="3"/><circle cx="50" cy="56" r="7" fill="${RED}"/><circle cx="27" cy="62" r="5" fill="#3ec7ff"/><circle cx="73" cy="62" r="5" fill="#3ec7ff"/>`;

const bell: Motif = () =>
  `<path d="M50 8c-20 0-28 18-28 38 0 16-10 26-14 32h84c-4-6-14-16-14-32 0-20-8-38-28-38z" fill="${GOLD}" stroke="#7a3b00" stroke-width="3"/><circle cx="50" cy="86" r="9" fill="${GOLD}" stroke="#7a3b00" stroke-width="3"/><path d="M34 28q4-10 14-12" stroke="#fff" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>`;

/** A playing card with one suit sign, turned by `angle` degrees about its foot. */
const card = (x: number, angle: number, suit: string, colour: string) =>
  `<g transform="rotate(${angle} ${x + 22} 92)"><rect x="${x}" y="18" width="44" height="64" rx="6" fill="#fff" stroke="#d6d3e0"/><text x="${x + 22}" y="62" font-size="34" text-anchor="middle" fill="${colour}">${suit}</text></g>`;

const chip = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r - 3}" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="7 7"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="#fff" opacity=".9"/>`;

const live: Motif = (bytes) =>
  `${card(18, -14, '♥', RED)}${card(40, 10, '♠', INK)}${chip(74, 76, 18, bytes[21]! % 2 ? '#1f9d5a' : RED)}`;

/** A roulette wheel from above: red and black pockets, the gold hub. */
const roulette: Motif = () => {
  const point = (angle: number) =>
    `${(50 + 40 * Math.cos(angle)).toFixed(1)} ${(50 + 40 * Math.sin(angle)).toFixed(1)}`;
  let pockets = '';
  for (let index = 0; index < 12; index += 1) {
    const a = (index * Math.PI) / 6;
    pockets += `<path d="M50 50L${point(a)}A40 40 0 0 1 ${point(a + Math.PI / 6)}z" fill="${index % 2 ? INK : RED}"/>`;
  }
  return `<circle cx="50" cy="50" r="46" fill="${GOLD}"/>${pockets}<circle cx="50" cy="50" r="22" fill="#2b6b3f"/><circle cx="50" cy="50" r="9" fill="${GOLD}"/><circle cx="72" cy="24" r="5" fill="#fff"/>`;
};

const pvp: Motif = () => `${card(12, -18, '♣', INK)}${card(30, -2, '♦', RED)}${card(48, 14, '♠', INK)}`;

const fish: Motif = () =>
  `<path d="M10 50c14-22 44-28 66-8l16-14v44L76 58C54 78 24 72 10 50z" fill="${GOLD}" stroke="#7a3b00" stroke-width="3"/><circle cx="28" cy="46" r="5" fill="${INK}"/><path d="M44 36q8 14 0 28" stroke="#7a3b00" stroke-width="3" fill="none"/><circle cx="24" cy="18" r="5" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/><circle cx="38" cy="8" r="3" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>`;

/** Three numbered balls; the numbers come from the game's bytes. */
const lottery: Motif = (bytes) => {
  const balls: Array<[number, number, string]> = [
    [28, 62, RED],
    [72, 62, '#2f7df6'],
    [50, 30, '#f2b01e'],
  ];
  return balls
    .map(
      ([cx, cy, colour], index) =>
        `<circle cx="${cx}" cy="${cy}" r="22" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="12" fill="#fff"/><text x="${cx}" y="${cy + 5}" font-size="14" font-weight="800" text-anchor="middle" fill="${INK}">${(bytes[22 + index]! % 49) + 1}</text>`,
    )
    .join('');
};

const football: Motif = () =>
  `<circle cx="50" cy="50" r="40" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M50 34l15 11-6 18H41l-6-18z" fill="${INK}"/><path d="M50 34V12M65 45l20-7M59 63l12 18M41 63 29 81M35 45l-20-7" stroke="${INK}" stroke-width="3"/>`;

const gamepad: Motif = () =>
  `<path d="M22 30h56c14 0 20 14 22 34 2 18-12 22-20 10l-8-10H28l-8 10c-8 12-22 8-20-10 2-20 8-34 22-34z" fill="${SILVER}" stroke="${INK}" stroke-width="3"/><path d="M26 42v16M18 50h16" stroke="${INK}" stroke-width="5" stroke-linecap="round"/><circle cx="70" cy="44" r="5" fill="${RED}"/><circle cx="80" cy="54" r="5" fill="#2f7df6"/>`;

const rooster: Motif = () =>
  `<path d="M30 90c-20-20-14-50 10-56l4-14 8 8 6-12 6 12 8-4-4 14c10 6 12 16 6 22l12 2-10 8c2 12-8 20-20 20z" fill="${GOLD}" stroke="#7a3b00" stroke-width="3" stroke-linejoin="round"/><circle cx="56" cy="44" r="4" fill="${INK}"/><path d="M78 56l12 2-10 8" fill="${RED}"/><path d="M30 90C12 80 8 60 14 44" stroke="${RED}" stroke-width="6" fill="none" stroke-linecap="round"/>`;

/** The in-house games: each its own picture. */
const dice: Motif = () => {
  const pips = (x: number, y: number, spots: Array<[number, number]>) =>
    spots.map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="4.5" fill="${INK}"/>`).join('');
  return `<g transform="rotate(-12 30 50)"><rect x="6" y="28" width="46" height="46" rx="9" fill="#fff"/>${pips(
    6,
    28,
    [
      [12, 12],
      [23, 23],
      [34, 34],
    ],
  )}</g><g transform="rotate(10 70 50)"><rect x="48" y="22" width="46" height="46" rx="9" fill="${RED}"/>${pips(
    48,
    22,
    [
      [12, 12],
      [34, 12],
      [12, 34],
      [34, 34],
    ],
  ).replaceAll(INK, '#fff')}</g>`;
};

const mines: Motif = () =>
  `${gem(Buffer.alloc(32))}<g transform="translate(52 48) scale(.5)"><circle cx="44" cy="56" r="34" fill="${INK}"/><path d="M60 26q14-16 28-6" stroke="#7a3b00" stroke-width="6" fill="none"/><circle cx="90" cy="20" r="8" fill="#ffb020"/><circle cx="32" cy="44" r="8" fill="#fff" opacity=".4"/></g>`;

const plinko: Motif = () => {
  let pegs = '';
  for (let row = 0; row < 5; row += 1)
    for (let peg = 0; peg <= row; peg += 1)
      pegs += `<circle cx="${50 - row * 9 + peg * 18}" cy="${16 + row * 17}" r="3.5" fill="#fff"/>`;
  return `${pegs}<circle cx="59" cy="41" r="7" fill="${GOLD}"/>`;
};

const keno: Motif = (bytes) => {
  let cells = '';
  for (let index = 0; index < 16; index += 1) {
    const hit = (bytes[index]! & 3) === 0;
    cells += `<circle cx="${17 + (index % 4) * 22}" cy="${17 + Math.floor(index / 4) * 22}" r="9" fill="${hit ? GOLD : '#fff'}" opacity="${hit ? 1 : 0.35}"/>`;
  }
  return cells;
};

const fives: Motif = () =>
  [14, 40, 66]
    .map(
      (x) =>
        `<rect x="${x}" y="20" width="22" height="60" rx="5" fill="#fff"/><text x="${x + 11}" y="61" font-size="30" font-weight="900" text-anchor="middle" fill="${RED}">5</text>`,
    )
    .join('');

const SLOT_MOTIFS: readonly Motif[] = [cherries, gem, seven, crown, bell];

const INHOUSE_MOTIFS: Record<string, Motif> = {
  DICE: dice,
  MINES: mines,
  PLINKO: plinko,
  KENO: keno,
  SLOT5: fives,
};

const TYPE_MOTIFS: Record<string, Motif> = {
  LIVE: live,
  PVP: pvp,
  FISH: fish,
  LOTT: lottery,
  ELOTT: lottery,
  SPORTS: football,
  ESPORTS: gamepad,
  COCKFIGHT: rooster,
};

/** Table games whose name says what is on the table. */
const NAMED_MOTIFS: Array<[RegExp, Motif]> = [
  [/roulette/iu, roulette],
  [/sic bo|dice/iu, dice],
];

/**
 * The motif of a game: its own when in-house, a roulette wheel or dice when a live table's name
 * says so, else its type's; a slot picks one by its bytes.
 */
export function motifFor(
  game: { gameType: string; gameCode: string; inhouse: boolean; name?: string },
  bytes: Buffer,
): string {
  const named =
    game.gameType === 'LIVE' ? NAMED_MOTIFS.find(([words]) => words.test(game.name ?? '')) : undefined;
  const motif =
    (game.inhouse ? INHOUSE_MOTIFS[game.gameCode] : undefined) ??
    named?.[1] ??
    TYPE_MOTIFS[game.gameType] ??
    SLOT_MOTIFS[bytes[19]! % SLOT_MOTIFS.length]!;
  return motif(bytes);
}
