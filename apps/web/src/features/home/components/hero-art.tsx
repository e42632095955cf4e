/** Decorative casino still life (cards, chips, a lottery ball) drawn in SVG: no image requests. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e9e4ff" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#c98b12" />
        </linearGradient>
        <radialGradient id="hero-ball" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ff8fb1" />
          <stop offset="1" stopColor="#b0135a" />
        </radialGradient>
        <radialGradient id="hero-chip" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.62" stopColor="#7c5cff" />
          <stop offset="0.63" stopColor="#f2efff" />
          <stop offset="0.75" stopColor="#f2efff" />
          <stop offset="0.76" stopColor="#5a3fd6" />
        </radialGradient>
      </defs>
      <g transform="rotate(-14 150 160)">
        <rect x="80" y="60" width="120" height="170" rx="14" fill="url(#hero-card)" stroke="#d7d0ff" />
        <text x="98" y="100" fontSize="30" fontWeight="700" fill="#1b1745">
          A
        </text>
        <path
          d="M140 125c-14 14-28 24-28 38a14 14 0 0 0 24 10l-4 20h16l-4-20a14 14 0 0 0 24-10c0-14-14-24-28-38z"
          fill="#1b1745"
        />
      </g>
      <g transform="rotate(10 230 150)">
        <rect x="160" y="50" width="120" height="170" rx="14" fill="url(#hero-card)" stroke="#d7d0ff" />
        <text x="178" y="90" fontSize="30" fontWeight="700" fill="#c2185b">
          K
        </text>
        <path
          d="M220 170c-30-22-40-34-40-48a18 18 0 0 1 40-6 18 18 0 0 1 40 6c0 14-10 26-40 48z"
          fill="#c2185b"
        />
      </g>
      <circle cx="300" cy="235" r="38" fill="url(#hero-chip)" />
      <circle cx="300" cy="235" r="20" fill="none" stroke="#f2efff" strokeDasharray="6 6" strokeWidth="3" />
      <circle cx="62" cy="232" r="34" fill="url(#hero-ball)" />
      <circle cx="62" cy="232" r="15" fill="#fff" />
      <text x="62" y="238" textAnchor="middle" fontSize="16" fontWeight="700" fill="#b0135a">
        7
      </text>
      <path d="M318 48l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill="url(#hero-gold)" />
      <path d="M40 70l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="url(#hero-gold)" opacity="0.8" />
    </svg>
  );
}
