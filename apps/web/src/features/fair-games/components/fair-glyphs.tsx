import { useUniqueId } from '../../../lib/ids/use-unique-id';

/**
 * The boards' artwork, drawn inline. Colours belong to the pictures (a green gem, a red mine) and
 * read on both themes' tiles; everything around them uses the theme's tokens.
 */
export function GemGlyph() {
  const id = useUniqueId();
  return (
    <svg className="glyph glyph--gem" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b6ffe0" />
          <stop offset="0.5" stopColor="#2fd892" />
          <stop offset="1" stopColor="#0d8f5c" />
        </linearGradient>
      </defs>
      <path d="M14 8h20l10 12-20 22L4 20z" fill={`url(#${id})`} />
      <path
        d="M4 20h40M14 8l6 12 4 22M34 8l-6 12-4 22M20 20l4-12 4 12"
        fill="none"
        stroke="#e9fff5"
        strokeOpacity="0.55"
        strokeWidth="1.4"
      />
    </svg>
  );
}

export function MineGlyph() {
  const id = useUniqueId();
  return (
    <svg className="glyph glyph--mine" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={id} cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ff9aa8" />
          <stop offset="0.45" stopColor="#e2334f" />
          <stop offset="1" stopColor="#7a0f22" />
        </radialGradient>
      </defs>
      <g stroke="#7a0f22" strokeWidth="3.2" strokeLinecap="round">
        <path d="M24 5v7M24 36v7M5 24h7M36 24h7M10.5 10.5l5 5M32.5 32.5l5 5M37.5 10.5l-5 5M15.5 32.5l-5 5" />
      </g>
      <circle cx="24" cy="24" r="13" fill={`url(#${id})`} />
      <circle cx="19.5" cy="19.5" r="3.2" fill="#ffd3da" fillOpacity="0.85" />
    </svg>
  );
}

/** A ball for the Plinko board and its icon. */
export function BallGlyph({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const id = useUniqueId();
  return (
    <>
      <defs>
        <radialGradient id={id} cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#fff6d6" />
          <stop offset="0.5" stopColor="#f5c451" />
          <stop offset="1" stopColor="#b97c06" />
        </radialGradient>
      </defs>
      <circle cx={cx} cy={cy} r={r} fill={`url(#${id})`} />
    </>
  );
}
