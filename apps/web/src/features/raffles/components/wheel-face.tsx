import type { PrizeFace } from '../prize-face';
import { PrizeGlyph } from './prize-glyph';

const R = 90;

/** A point on the wheel, `angle` degrees clockwise from the top. */
function at(angle: number, radius: number): string {
  const rad = (angle * Math.PI) / 180;
  return `${(Math.sin(rad) * radius).toFixed(2)} ${(-Math.cos(rad) * radius).toFixed(2)}`;
}

/** One segment's wedge, centred on `centre` degrees. */
function wedge(centre: number, span: number): string {
  const large = span > 180 ? 1 : 0;
  return `M0 0L${at(centre - span / 2, R)}A${R} ${R} 0 ${large} 1 ${at(centre + span / 2, R)}Z`;
}

/** The words' size: as big as fits across the wedge at `radius` (a glyph is about 0.6 em wide). */
function fitSize(text: string, span: number, radius: number, most: number): number {
  const across = 2 * radius * Math.tan((Math.min(span, 120) * Math.PI) / 360) * 0.86;
  return Math.max(4.5, Math.min(most, across / (Math.max(1, text.length) * 0.6)));
}

/**
 * The wheel's face in SVG: one wedge per prize (segment i centred i·360/n degrees clockwise from
 * the top), each with the prize's picture near the rim and its words under it, the gold rim with
 * its bulbs, and the hub. It turns as a whole; the pointer stays outside it.
 */
export function WheelFace({
  segments,
  wonIndex,
}: {
  segments: readonly PrizeFace[];
  wonIndex: number | null;
}) {
  const n = segments.length;
  const span = 360 / n;
  return (
    <svg className="rf-wheel__face" viewBox="-100 -100 200 200" aria-hidden="true">
      <defs>
        <radialGradient id="rf-wheel-hub" cx="40%" cy="35%" r="70%">
          <stop offset="0" stopColor="#fff6cf" />
          <stop offset="0.55" stopColor="#f5c451" />
          <stop offset="1" stopColor="#a86b00" />
        </radialGradient>
        <linearGradient id="rf-wheel-rim" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.5" stopColor="#d4951a" />
          <stop offset="1" stopColor="#8a5600" />
        </linearGradient>
      </defs>
      <circle r="99" fill="url(#rf-wheel-rim)" />
      <circle r={R + 1.5} fill="#5b1a12" />
      {segments.map((face, index) => (
        <g
          // biome-ignore lint/suspicious/noArrayIndexKey: the table's rows in order
          key={index}
          className={`rf-wheel__segment rf-wheel__segment--${face.tone} ${index % 2 ? 'is-odd' : ''} ${
            wonIndex === index ? 'is-won' : ''
          }`}
          data-index={index}
        >
          <path className="rf-wheel__wedge" d={wedge(index * span, n === 1 ? 359.99 : span)} />
          <g transform={`rotate(${index * span})`}>
            <g transform={`translate(0 ${-R * 0.72})`}>
              <PrizeGlyph tone={face.tone} size={n > 10 ? 12 : 17} />
            </g>
            <text
              className="rf-wheel__title"
              y={-R * 0.49}
              fontSize={fitSize(face.title, span, R * 0.49, 12)}
            >
              {face.title}
            </text>
            <text
              className="rf-wheel__caption"
              y={-R * 0.36}
              fontSize={fitSize(face.caption, span, R * 0.36, 6.5)}
            >
              {face.caption}
            </text>
          </g>
        </g>
      ))}
      {Array.from({ length: 16 }, (_, index) => (
        <circle
          // biome-ignore lint/suspicious/noArrayIndexKey: the rim's fixed bulbs
          key={index}
          className={`rf-wheel__bulb ${index % 2 ? 'is-odd' : ''}`}
          cx={Math.sin((index * Math.PI) / 8) * 95}
          cy={-Math.cos((index * Math.PI) / 8) * 95}
          r="2.4"
        />
      ))}
      <circle r="17" fill="url(#rf-wheel-hub)" stroke="#8a5600" strokeWidth="1.5" />
      <path
        d="M0-9l2.6 5.4 5.9.8-4.3 4.1 1 5.9L0 4.4l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z"
        fill="#fff6cf"
        stroke="#a86b00"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}
