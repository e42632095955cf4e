import type { RaffleKind } from '@tessera/contracts';

/** A small picture of each kind of raffle for its chip: a wheel, a red envelope, a golden egg. */
export function KindArt({ kind }: { kind: RaffleKind }) {
  return (
    <svg className="rf-kind-art" viewBox="0 0 32 32" aria-hidden="true">
      {kind === 'WHEEL' && (
        <>
          <circle cx="16" cy="16" r="14" fill="#f5c451" stroke="#8a5600" strokeWidth="1.5" />
          <path d="M16 16V3A13 13 0 0 1 28.4 12.1zM16 16L26 24.4A13 13 0 0 1 6 24.4z" fill="#ff5c7a" />
          <path d="M16 16L3.6 12.1A13 13 0 0 1 16 3z" fill="#8b6dff" />
          <circle cx="16" cy="16" r="3.5" fill="#fff3c4" stroke="#8a5600" />
        </>
      )}
      {kind === 'RED_ENVELOPE' && (
        <>
          <rect x="6" y="3" width="20" height="26" rx="3" fill="#d0142f" />
          <path d="M6 6a3 3 0 0 1 3-3h14a3 3 0 0 1 3 3v5c-5 4-15 4-20 0z" fill="#a50c23" />
          <circle cx="16" cy="13" r="4" fill="#f5c451" stroke="#8a5600" />
        </>
      )}
      {kind === 'EGG' && (
        <>
          <path
            d="M16 2c6 0 11 10 11 17a11 11 0 0 1-22 0C5 12 10 2 16 2z"
            fill="#f5c451"
            stroke="#8a5600"
            strokeWidth="1.5"
          />
          <path d="M5.5 20c5 2 16 2 21 0" stroke="#d0142f" strokeWidth="2.5" fill="none" />
          <ellipse cx="12" cy="10" rx="2" ry="4" fill="#fff6cf" opacity="0.7" transform="rotate(20 12 10)" />
        </>
      )}
    </svg>
  );
}
