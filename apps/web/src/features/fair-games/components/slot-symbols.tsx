import type { SlotSymbol } from '@tessera/fair';
import { useUniqueId } from '../../../lib/ids/use-unique-id';

/** The slot's seven symbols, drawn inline (the pay table and the reels share them). */
export function SlotSymbolGlyph({ symbol }: { symbol: SlotSymbol | string }) {
  const id = useUniqueId();
  return (
    <svg
      className={`slot-symbol slot-symbol--${symbol.toLowerCase()}`}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      {symbol === 'WILD' && (
        <>
          <defs>
            <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#c9b6ff" />
              <stop offset="1" stopColor="#5b3fd6" />
            </linearGradient>
          </defs>
          <circle cx="24" cy="24" r="20" fill={`url(#${id})`} stroke="#ffd66b" strokeWidth="2.5" />
          <path
            d="M24 9.5l4.2 8.6 9.5 1.4-6.9 6.7 1.6 9.4L24 31.1l-8.4 4.5 1.6-9.4-6.9-6.7 9.5-1.4z"
            fill="#ffd66b"
            stroke="#9a6600"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </>
      )}
      {symbol === 'SEVEN' && (
        <>
          <path
            d="M12 10h25l-14 30"
            fill="none"
            stroke="#9a6600"
            strokeWidth="11"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <path
            d="M12 10h25l-14 30"
            fill="none"
            stroke="#ff4d6d"
            strokeWidth="7"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </>
      )}
      {symbol === 'BELL' && (
        <>
          <defs>
            <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#ffe08a" />
              <stop offset="1" stopColor="#d4951a" />
            </linearGradient>
          </defs>
          <path
            d="M24 7c-7 0-11 5.5-11 13v8l-4 6h30l-4-6v-8c0-7.5-4-13-11-13z"
            fill={`url(#${id})`}
            stroke="#9a6600"
            strokeWidth="1.5"
          />
          <circle cx="24" cy="38" r="4" fill="#b97c06" />
          <path d="M18 16c1-3 3-4.5 5-5" stroke="#fff6d6" strokeWidth="2" strokeLinecap="round" fill="none" />
        </>
      )}
      {symbol === 'BAR' && (
        <>
          <rect x="6" y="9" width="36" height="30" rx="6" fill="#2b2b3d" stroke="#ffd66b" strokeWidth="2" />
          <rect x="11" y="14" width="26" height="5" rx="2" fill="#ffd66b" />
          <rect x="11" y="21.5" width="26" height="5" rx="2" fill="#f5c451" />
          <rect x="11" y="29" width="26" height="5" rx="2" fill="#d4951a" />
        </>
      )}
      {symbol === 'CHERRY' && (
        <>
          <path
            d="M16 31c2-9 5-16 13-22M32 31c-1-8-2-14-3-22"
            fill="none"
            stroke="#2f9e44"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path d="M29 9c4-2 8-1 10 2-4 2-7 1-10-2z" fill="#40c057" />
          <circle cx="15" cy="33" r="8" fill="#e03131" />
          <circle cx="32" cy="34" r="8" fill="#c92a2a" />
          <circle cx="12.5" cy="30.5" r="2.2" fill="#ffc9c9" />
          <circle cx="29.5" cy="31.5" r="2.2" fill="#ffc9c9" />
        </>
      )}
      {symbol === 'PLUM' && (
        <>
          <ellipse cx="24" cy="27" rx="14" ry="15" fill="#7b2ff7" />
          <path d="M24 13c0-3 1-5 3-6" stroke="#5c3d1e" strokeWidth="2.4" strokeLinecap="round" fill="none" />
          <path d="M26 10c4-3 9-2 11 1-4 3-8 2-11-1z" fill="#40c057" />
          <path d="M24 14c-3 5-3 19 0 27" stroke="#5a1fb8" strokeWidth="1.6" fill="none" />
          <ellipse cx="18" cy="22" rx="3" ry="5" fill="#c5a3ff" fillOpacity="0.6" />
        </>
      )}
      {symbol === 'LEMON' && (
        <>
          <path
            d="M7 25c0-9 8-15 17-15s17 6 17 15-8 14-17 14S7 34 7 25z"
            fill="#ffd43b"
            stroke="#e0a800"
            strokeWidth="1.5"
          />
          <path d="M5 25l3-2M43 25l-3-2" stroke="#e0a800" strokeWidth="3" strokeLinecap="round" />
          <ellipse cx="18" cy="20" rx="5" ry="2.5" fill="#fff3bf" />
        </>
      )}
    </svg>
  );
}
