/** The brand's logo mark (a gold hexagon tile), drawn inline so it themes with currentColor-free gold. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="brand-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#d4951a" />
        </linearGradient>
      </defs>
      <path d="M32 5 56 19v26L32 59 8 45V19z" fill="none" stroke="url(#brand-gold)" strokeWidth="4.5" />
      <path d="M21 23h22v6h-8v17h-6V29h-8z" fill="url(#brand-gold)" />
    </svg>
  );
}
