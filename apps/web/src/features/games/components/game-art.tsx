import { useMemo, useState } from 'react';
import { tileArt, tileInitials } from '../game-art';
import { iconFailed, iconHealth, iconToTry } from '../image-base';

/**
 * A card's picture: the catalogue icon (the demo's generated artwork, decision 0025) over a
 * gradient drawn from the name and vendor, which shows while it loads; the name's initials are
 * drawn only when it cannot load.
 */
export function GameArt(props: ArtProps) {
  // A new icon starts over (a card reused for another game).
  return <Art key={props.iconPath} {...props} />;
}

interface ArtProps {
  name: string;
  vendor: string;
  iconPath: string;
  variant?: 'game' | 'vendor';
  /** In view as the page opens (its largest picture, likely): loaded at once and first. */
  eager?: boolean;
}

function Art({ name, vendor, iconPath, variant = 'game', eager = false }: ArtProps) {
  const [src] = useState(() => iconToTry(iconPath));
  const [shown, setShown] = useState<'trying' | 'loaded' | 'failed'>(src ? 'trying' : 'failed');
  const art = useMemo(() => tileArt(name, vendor), [name, vendor]);
  return (
    <span
      className={`game-art game-art--${variant}`}
      data-pattern={art.pattern}
      style={{ '--art-hue-a': art.vendorHue, '--art-hue-b': art.gameHue } as React.CSSProperties}
    >
      {/* Letters only when there is no picture: while one loads, the gradient alone stands in. */}
      {shown === 'failed' && (
        <span className="game-art__initials" aria-hidden="true">
          {tileInitials(name, vendor)}
        </span>
      )}
      {shown === 'failed' && variant === 'game' && (
        <span className="game-art__vendor" aria-hidden="true">
          {vendor}
        </span>
      )}
      {src && shown !== 'failed' && (
        <img
          // An eager picture shows as soon as it is decoded, without waiting for the script to fade
          // it in: the page's largest paint does not wait for the main thread (decision 0055).
          className={`game-art__image ${shown === 'loaded' || eager ? 'is-loaded' : ''}`}
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={() => {
            iconHealth.loaded();
            setShown('loaded');
          }}
          onError={() => {
            iconFailed(src);
            setShown('failed');
          }}
        />
      )}
    </span>
  );
}
