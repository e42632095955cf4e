import { PNG } from 'pngjs';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const PIECE_SIZE = 44;
/** The gap never starts left of this, so the piece (which starts at x = 0) always has to move. */
export const MIN_GAP_X = 80;

export interface SliderPuzzle {
  background: Buffer;
  piece: Buffer;
  width: number;
  height: number;
  pieceSize: number;
  /** Top-left of the gap; the piece sits at this y and the answer is this x. */
  x: number;
  y: number;
}

type Rgb = readonly [number, number, number];

/**
 * A landscape with a jigsaw-shaped gap, and the piece cut from it. The scenery is drawn first and
 * the gap placed after, so a seeded `random` gives the same scenery with and without the gap.
 */
export function drawSliderPuzzle(random: () => number = Math.random): SliderPuzzle {
  const width = SLIDER_WIDTH;
  const height = SLIDER_HEIGHT;
  const scene = drawScenery(width, height, random);
  const x = MIN_GAP_X + Math.floor(random() * (width - PIECE_SIZE - 10 - MIN_GAP_X + 1));
  const y = 10 + Math.floor(random() * (height - PIECE_SIZE - 20 + 1));

  const background = new PNG({ width, height });
  const piece = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const i = (py * width + px) * 3;
      let rgb: Rgb = [scene[i]!, scene[i + 1]!, scene[i + 2]!];
      const lx = px - x;
      const ly = py - y;
      if (lx >= 0 && ly >= 0 && lx < PIECE_SIZE && ly < PIECE_SIZE) {
        const cover = SHAPE.cover[ly * PIECE_SIZE + lx]!;
        const edge = SHAPE.edge[ly * PIECE_SIZE + lx]!;
        setPixel(piece.data, (ly * PIECE_SIZE + lx) * 4, mix(rgb, WHITE, 0.75 * edge), cover);
        rgb = mix(mix(rgb, BLACK, 0.55 * cover), WHITE, 0.6 * edge);
      }
      setPixel(background.data, (py * width + px) * 4, rgb, 1);
    }
  }
  return {
    // Paeth alone compresses these smooth gradients as well as trying every filter, in half the time.
    background: PNG.sync.write(background, { colorType: 2, filterType: 4 }),
    piece: PNG.sync.write(piece, { colorType: 6 }),
    width,
    height,
    pieceSize: PIECE_SIZE,
    x,
    y,
  };
}

/**
 * Signed distance (pixels, negative inside) to the piece outline in its own 44 × 44 box: a rounded
 * square with knobs on top and right and a socket on the left, like a jigsaw piece. Only its sign
 * and its value near the outline are exact, which is all the coverage below needs.
 */
function pieceDistance(px: number, py: number): number {
  const body = roundedRectDistance(px - 19, py - 25, 17, 17, 4);
  const top = Math.hypot(px - 19, py - 6.5) - 6;
  const right = Math.hypot(px - 37.5, py - 25) - 6;
  const socket = Math.hypot(px - 3.5, py - 25) - 6;
  return Math.max(Math.min(body, top, right), -socket);
}

/**
 * Per pixel of the piece box: how much of it the shape covers (anti-aliased) and how much of it is
 * outline. The outline is where the shape meets its outside within one pixel, which follows the
 * knobs properly where a distance band from the unioned shapes would cut across their necks.
 */
function pieceShape(): { cover: Float32Array; edge: Float32Array } {
  const n = PIECE_SIZE;
  const cover = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) cover[y * n + x] = clamp01(0.5 - pieceDistance(x + 0.5, y + 0.5));
  }
  const edge = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let inner = 1;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          inner = Math.min(inner, nx < 0 || ny < 0 || nx >= n || ny >= n ? 0 : cover[ny * n + nx]!);
        }
      }
      edge[y * n + x] = cover[y * n + x]! * (1 - inner);
    }
  }
  return { cover, edge };
}

const SHAPE = pieceShape();

function roundedRectDistance(dx: number, dy: number, halfW: number, halfH: number, radius: number): number {
  const qx = Math.abs(dx) - halfW + radius;
  const qy = Math.abs(dy) - halfH + radius;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

interface Palette {
  skyTop: Rgb;
  horizon: Rgb;
  sun: Rgb;
  far: Rgb;
  near: Rgb;
}

// Hand-picked so every scene reads as a plausible time of day rather than random colours.
const PALETTES: readonly Palette[] = [
  {
    skyTop: [70, 130, 205],
    horizon: [195, 222, 240],
    sun: [255, 250, 225],
    far: [125, 155, 190],
    near: [40, 90, 60],
  },
  {
    skyTop: [45, 55, 115],
    horizon: [250, 170, 120],
    sun: [255, 225, 160],
    far: [125, 95, 135],
    near: [40, 35, 65],
  },
  {
    skyTop: [120, 150, 210],
    horizon: [255, 205, 185],
    sun: [255, 242, 210],
    far: [175, 145, 175],
    near: [70, 85, 105],
  },
  {
    skyTop: [25, 70, 100],
    horizon: [135, 205, 200],
    sun: [235, 255, 240],
    far: [70, 120, 130],
    near: [20, 55, 60],
  },
  {
    skyTop: [90, 145, 205],
    horizon: [235, 222, 190],
    sun: [255, 245, 215],
    far: [165, 145, 115],
    near: [125, 75, 40],
  },
];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Sky, sun, clouds, mountain ridges and a line of pines, as packed RGB bytes. */
export function drawScenery(width: number, height: number, random: () => number): Uint8Array {
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const jitter = (c: Rgb): Rgb => [c[0] + between(-12, 12), c[1] + between(-12, 12), c[2] + between(-12, 12)];
  const base = PALETTES[Math.floor(random() * PALETTES.length)]!;
  const palette: Palette = {
    skyTop: jitter(base.skyTop),
    horizon: jitter(base.horizon),
    sun: base.sun,
    far: jitter(base.far),
    near: jitter(base.near),
  };
  const horizonY = height * between(0.45, 0.6);
  const pixels = new Float32Array(width * height * 3);
  const paint = (x: number, y: number, rgb: Rgb, alpha: number) => {
    if (alpha <= 0) return;
    const i = (y * width + x) * 3;
    for (let c = 0; c < 3; c++)
      pixels[i + c] = pixels[i + c]! + (rgb[c]! - pixels[i + c]!) * Math.min(alpha, 1);
  };
  // Paints what `fn` returns for each pixel centre in the box; boxes keep small shapes cheap.
  const at = (
    fn: (x: number, y: number) => [Rgb, number] | null,
    x0 = 0,
    y0 = 0,
    x1 = width,
    y1 = height,
  ) => {
    const xs = Math.max(0, Math.floor(x0));
    const xe = Math.min(width, Math.ceil(x1));
    const ys = Math.max(0, Math.floor(y0));
    const ye = Math.min(height, Math.ceil(y1));
    for (let y = ys; y < ye; y++) {
      for (let x = xs; x < xe; x++) {
        const hit = fn(x + 0.5, y + 0.5);
        if (hit) paint(x, y, hit[0], hit[1]);
      }
    }
  };

  at((_x, y) => [mix(palette.skyTop, palette.horizon, smoothstep(0, horizonY + 20, y)), 1]);

  const sunX = between(20, width - 20);
  const sunY = between(15, horizonY - 10);
  const sunR = between(8, 14);
  const glow = sunR * 5;
  at(
    (x, y) => {
      const d = Math.hypot(x - sunX, y - sunY);
      return [palette.sun, Math.max(clamp01(sunR - d + 0.5), 0.45 * Math.exp(-((d / (sunR * 2.5)) ** 2)))];
    },
    sunX - glow,
    sunY - glow,
    sunX + glow,
    sunY + glow,
  );

  const cloudColour = mix(WHITE, palette.horizon, 0.25);
  for (let c = Math.floor(between(2, 5)); c > 0; c--) {
    const cx = between(0, width);
    const cy = between(10, horizonY - 15);
    for (let b = Math.floor(between(3, 6)); b > 0; b--) {
      const bx = cx + between(-25, 25);
      const by = cy + between(-4, 4);
      const rx = between(12, 24);
      const ry = between(4, 8);
      at(
        (x, y) => [cloudColour, 0.5 * smoothstep(1, 0.3, ((x - bx) / rx) ** 2 + ((y - by) / ry) ** 2)],
        bx - rx,
        by - ry,
        bx + rx,
        by + ry,
      );
    }
  }

  const layers = 4;
  let ridge = (_x: number) => height;
  for (let k = 0; k < layers; k++) {
    const t = k / (layers - 1);
    const top = horizonY + t * (height - horizonY) * 0.55;
    const amplitude = 28 * (1 - t) + 6;
    const waves = [0, 1, 2].map((j) => ({
      weight: [0.6, 0.3, 0.1][j]!,
      frequency: between(0.01, 0.025) * 2.2 ** j,
      phase: between(0, Math.PI * 2),
    }));
    ridge = (x: number) =>
      top - amplitude * waves.reduce((s, w) => s + w.weight * Math.sin(w.frequency * x + w.phase), 0);
    const colour = mix(mix(palette.far, palette.near, t), palette.horizon, 0.35 * (1 - t));
    const columns = Float32Array.from({ length: width }, (_, x) => ridge(x + 0.5));
    at(
      (x, y) => {
        const r = columns[x - 0.5]!;
        return [mix(BLACK, colour, 1 - 0.18 * clamp01((y - r) / 40)), clamp01(y - r + 0.5)];
      },
      0,
      top - amplitude - 1,
    );
  }

  // Pines along the nearest ridge give the foreground a recognisable shape.
  const pine = mix(palette.near, BLACK, 0.35);
  for (let n = Math.floor(between(4, 10)); n > 0; n--) {
    const tx = between(0, width);
    const treeBase = ridge(tx) + 4;
    const treeHeight = between(10, 22);
    const halfWidth = treeHeight / 3.2;
    at(
      (x, y) => {
        const down = y - (treeBase - treeHeight);
        if (down < 0 || y > treeBase) return null;
        return [pine, clamp01(halfWidth * (down / treeHeight) - Math.abs(x - tx) + 0.5)];
      },
      tx - halfWidth - 1,
      treeBase - treeHeight,
      tx + halfWidth + 1,
      treeBase + 1,
    );
  }

  const bytes = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i++) bytes[i] = Math.round(Math.min(255, Math.max(0, pixels[i]!)));
  return bytes;
}

function setPixel(data: Buffer, i: number, [r, g, b]: Rgb, alpha: number): void {
  data[i] = Math.round(r);
  data[i + 1] = Math.round(g);
  data[i + 2] = Math.round(b);
  data[i + 3] = Math.round(255 * alpha);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function clamp01(v: number): number {
  return Math.min(Math.max(v, 0), 1);
}

function smoothstep(edge0: number, edge1: number, v: number): number {
  const t = clamp01((v - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}
