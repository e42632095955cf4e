import type { ReactNode } from 'react';

/** Simple category drawings (24 px grid) so tiles never depend on an emoji font being installed. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CATEGORY_GLYPHS = {
  live: (
    <Glyph>
      <path
        d="M12 3c-4 4-8 6.5-8 10a4 4 0 0 0 7 2.6L10 20h4l-1-4.4A4 4 0 0 0 20 13c0-3.5-4-6-8-10z"
        fill="currentColor"
        stroke="none"
      />
    </Glyph>
  ),
  rng: (
    <Glyph>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M7 9h3l-2 6M12 9h3l-2 6M17 9h0" />
    </Glyph>
  ),
  sports: (
    <Glyph>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M18 19l-3.5-4.5M6 19l3.5-4.5M3 10h5" />
    </Glyph>
  ),
  lott: (
    <Glyph>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 10v4" />
    </Glyph>
  ),
  fish: (
    <Glyph>
      <path d="M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3z" />
      <circle cx="8" cy="11" r="0.8" fill="currentColor" />
    </Glyph>
  ),
  pvp: (
    <Glyph>
      <rect x="3" y="6" width="10" height="14" rx="2" transform="rotate(-10 8 13)" />
      <rect x="11" y="4" width="10" height="14" rx="2" transform="rotate(10 16 11)" />
    </Glyph>
  ),
  esports: (
    <Glyph>
      <path d="M6 8h12a4 4 0 0 1 4 4.5l-.6 3.5a2.5 2.5 0 0 1-4.3 1.2L15 15H9l-2.1 2.2a2.5 2.5 0 0 1-4.3-1.2L2 12.5A4 4 0 0 1 6 8z" />
      <path d="M7 11v3M5.5 12.5h3M16 11.5h0M18 13.5h0" />
    </Glyph>
  ),
  cockfight: (
    <Glyph>
      <path d="M9 4c1.5 0 3 1 3 3v2c3 0 7 2 8 6-2-1-4-1-5 0 0 3-2 5-5 5s-5-2-5-5c0-3 2-4 3-5V7L6 6l3-2z" />
      <path d="M10 20v2M13 20v2" />
    </Glyph>
  ),
} as const;
