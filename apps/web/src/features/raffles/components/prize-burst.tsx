import type { CSSProperties } from 'react';

/** How many pieces fly out of a win. */
const PIECES = 18;
const COLOURS = ['#ffd45c', '#ff5c7a', '#8b6dff', '#41dfa0', '#6cc4ff', '#fff3c4'];

/**
 * Confetti and coins flying out from the middle of its parent when a prize is won: decorative, one
 * CSS animation per piece (angle, distance and colour in custom properties; none with reduced motion).
 */
export function PrizeBurst() {
  return (
    <div className="rf-burst" aria-hidden="true">
      {Array.from({ length: PIECES }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, decorative set
          key={index}
          className={`rf-burst__piece ${index % 3 === 0 ? 'is-coin' : ''}`}
          style={
            {
              '--a': `${(index * 360) / PIECES + (index % 2) * 9}deg`,
              '--d': `${88 + ((index * 37) % 60)}px`,
              '--c': COLOURS[index % COLOURS.length],
              '--delay': `${(index % 4) * 30}ms`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
