import { artBytes, escapeXml, fitText, monogram } from './art-text.js';
import { motifFor } from './motifs.js';

/**
 * The generated artwork of the catalog (decision 0025): an SVG tile per game (5 : 4, the cards'
 * shape) with the game's name, the vendor's mark and a motif for its kind of game, and a square
 * mark per vendor. Everything is drawn from the SHA-256 of the codes, so a game looks the same on
 * every node and every run; a tile is a couple of kilobytes.
 */

export interface GameArtInput {
  vendorCode: string;
  vendorName: string;
  gameCode: string;
  gameType: string;
  /** The name as the vendor gives it (the English one): tiles are the same in every language. */
  name: string;
  inhouse: boolean;
}

export interface VendorArtInput {
  code: string;
  name: string;
  /** The vendor's first game type: its mark shows that kind of game, faintly. */
  gameType: string;
  inhouse: boolean;
}

/** The site's font stack (tokens.css), bold: the name reads in whatever sans the device has. */
const FONT = `font-family="Inter,'Segoe UI',system-ui,Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif"`;

const hueOf = (bytes: Buffer) => bytes.readUInt16BE(0) % 360;

/** Gradients every tile may use: background (b), glow (l), gold (g), silver (s), the name's shade (f). */
function defs(hueA: number, hueB: number): string {
  return `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA} 70% 42%)"/><stop offset="1" stop-color="hsl(${hueB} 78% 15%)"/></linearGradient><radialGradient id="l" cx=".7" cy=".34" r=".55"><stop offset="0" stop-color="hsl(${hueB} 95% 70%)" stop-opacity=".8"/><stop offset="1" stop-color="hsl(${hueB} 95% 70%)" stop-opacity="0"/></radialGradient><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".5" stop-color="#f6c445"/><stop offset="1" stop-color="#c47f14"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#a9b3c7"/></linearGradient><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset=".4" stop-opacity="0"/><stop offset="1" stop-opacity=".75"/></linearGradient></defs>`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One of three backdrops behind the motif: rays, rings or a dot field. */
function backdrop(kind: number, cx: number, cy: number): string {
  if (kind === 0) {
    let rays = '';
    for (let index = 0; index < 12; index += 1) {
      const a = (index * Math.PI) / 6;
      const b = a + Math.PI / 14;
      rays += `M${cx} ${cy}L${round(cx + 260 * Math.cos(a))} ${round(cy + 260 * Math.sin(a))}L${round(cx + 260 * Math.cos(b))} ${round(cy + 260 * Math.sin(b))}z`;
    }
    return `<path d="${rays}" fill="#fff" opacity=".07"/>`;
  }
  if (kind === 1) {
    return `<g fill="none" stroke="#fff" opacity=".09" stroke-width="6">${[40, 80, 120, 160].map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('')}</g>`;
  }
  return `<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="1.6" fill="#fff" opacity=".2"/></pattern><rect width="100%" height="100%" fill="url(#p)"/>`;
}

/** The tile of one game, 250 × 200. */
export function gameTileSvg(game: GameArtInput): string {
  const vendorBytes = artBytes(`vendor:${game.vendorCode}`);
  const bytes = artBytes(`game:${game.vendorCode}:${game.gameCode}`);
  const hueA = hueOf(vendorBytes);
  const hueB = (hueA + 40 + (bytes.readUInt16BE(0) % 140)) % 360;
  const name = fitText(game.name, 222, [30, 26, 22, 19, 16]);
  const lineHeight = Math.round(name.size * 1.1);
  const firstLine = 184 - lineHeight * (name.lines.length - 1);
  const mark = escapeXml(game.vendorName.toUpperCase().slice(0, 22));
  const markWidth = Math.round(Math.min(22, game.vendorName.length) * 7.4 + 16);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 200" width="250" height="200" ${FONT}>`,
    `<title>${escapeXml(game.name)}</title>`,
    defs(hueA, hueB),
    '<rect width="250" height="200" fill="url(#b)"/>',
    backdrop(bytes[2]! % 3, 178, 66),
    '<rect width="250" height="200" fill="url(#l)"/>',
    `<g transform="translate(118 14) scale(1.08)">${motifFor(game, bytes)}</g>`,
    '<rect width="250" height="200" fill="url(#f)"/>',
    `<rect x="12" y="12" width="${markWidth}" height="19" rx="9.5" fill="#000" fill-opacity=".4"/>`,
    `<text x="20" y="25.5" font-size="10.5" font-weight="700" letter-spacing=".6" fill="#fff">${mark}</text>`,
    `<text font-size="${name.size}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".45" stroke-width="4" paint-order="stroke" stroke-linejoin="round">`,
    name.lines
      .map((line, index) => `<tspan x="14" y="${firstLine + index * lineHeight}">${escapeXml(line)}</tspan>`)
      .join(''),
    '</text></svg>',
  ].join('');
}

/** The mark of one vendor, 120 × 120: its monogram in gold over its kind of game. */
export function vendorMarkSvg(vendor: VendorArtInput): string {
  const bytes = artBytes(`vendor:${vendor.code}`);
  const hueA = hueOf(bytes);
  const hueB = (hueA + 60) % 360;
  const letters = fitText(monogram(vendor.name), 100, [58, 44, 34], 1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" ${FONT}>`,
    `<title>${escapeXml(vendor.name)}</title>`,
    defs(hueA, hueB),
    '<rect width="120" height="120" fill="url(#b)"/>',
    '<rect width="120" height="120" fill="url(#l)"/>',
    `<g transform="translate(52 50) scale(.7)" opacity=".35">${motifFor({ gameType: vendor.gameType, gameCode: '', inhouse: false }, bytes)}</g>`,
    `<text x="60" y="${60 + letters.size * 0.36}" text-anchor="middle" font-size="${letters.size}" font-weight="900" fill="url(#g)" stroke="#2a1600" stroke-opacity=".6" stroke-width="3" paint-order="stroke">${escapeXml(letters.lines[0]!)}</text>`,
    '</svg>',
  ].join('');
}
