import { useState } from 'react';
import { TargetIcon } from '../mission-icons';

/** A mission's icon (the demo's artwork or a staff URL); a missing or broken one shows a target. */
export function MissionArt({ icon }: { icon: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!icon || broken) {
    return (
      <span className="ms-art ms-art--none" aria-hidden="true">
        <TargetIcon />
      </span>
    );
  }
  return (
    <img
      className="ms-art"
      src={icon}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
