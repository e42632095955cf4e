import type { PrizeTone } from '../prize-face';

/**
 * A prize's little picture, drawn in SVG so it sits inside the wheel's own SVG as well as in HTML:
 * a coin for cash, a gift for a bonus, a star for points, a ticket for tickets, a moon for nothing.
 * Centred on (0, 0), `size` units across.
 */
export function PrizeGlyph({ tone, size = 24 }: { tone: PrizeTone; size?: number }) {
  const s = size / 24;
  return (
    <g className={`rf-glyph rf-glyph--${tone}`} transform={`scale(${s}) translate(-12 -12)`}>
      {tone === 'cash' && (
        <>
          <circle cx="12" cy="12" r="10" fill="#ffd45c" stroke="#a86b00" strokeWidth="1.6" />
          <circle cx="12" cy="12" r="6.6" fill="#ffe58f" stroke="#c98a0b" strokeWidth="1.2" />
          <path
            d="M12 8.2l1.1 2.3 2.5.3-1.8 1.8.4 2.5-2.2-1.2-2.2 1.2.4-2.5-1.8-1.8 2.5-.3z"
            fill="#c98a0b"
          />
          <path
            d="M6.5 8.5a7 7 0 0 1 3-3"
            fill="none"
            stroke="#fff6cf"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </>
      )}
      {tone === 'bonus' && (
        <>
          <rect
            x="3.5"
            y="9"
            width="17"
            height="12"
            rx="1.6"
            fill="#b49bff"
            stroke="#4b2dbd"
            strokeWidth="1.4"
          />
          <rect
            x="2.5"
            y="6.5"
            width="19"
            height="4"
            rx="1.2"
            fill="#d5c8ff"
            stroke="#4b2dbd"
            strokeWidth="1.4"
          />
          <path d="M12 6.5V21" stroke="#ff5c7a" strokeWidth="2.6" />
          <path
            d="M12 6.5C9 2.5 5.5 4.5 8 6.5M12 6.5c3-4 6.5-2 4 0"
            fill="none"
            stroke="#ff5c7a"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </>
      )}
      {tone === 'points' && (
        <path
          d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
          fill="#5fe0c0"
          stroke="#0b7a60"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      )}
      {tone === 'tickets' && (
        <>
          <path
            d="M3 7.5h18v3a1.6 1.6 0 0 0 0 3.2v3H3v-3a1.6 1.6 0 0 0 0-3.2z"
            fill="#ff8fb0"
            stroke="#b0244f"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
          <path d="M15 8v8.5" stroke="#b0244f" strokeWidth="1.2" strokeDasharray="1.4 1.4" />
        </>
      )}
      {tone === 'none' && (
        <>
          <path
            d="M15.5 3.5a8.5 8.5 0 1 0 5 13.4A7 7 0 0 1 15.5 3.5z"
            fill="#c9c6e6"
            stroke="#5f5b8a"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="11" r="1" fill="#5f5b8a" />
          <path
            d="M8.5 15c1.2 1 3 1 4.2 0"
            fill="none"
            stroke="#5f5b8a"
            strokeWidth="1.2"
            strokeLinecap="round"
          />
        </>
      )}
    </g>
  );
}

/** The glyph on its own, for HTML. */
export function PrizeIcon({ tone, size = 24 }: { tone: PrizeTone; size?: number }) {
  return (
    <svg
      className="rf-icon"
      width={size}
      height={size}
      viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
      aria-hidden="true"
    >
      <PrizeGlyph tone={tone} size={size} />
    </svg>
  );
}
