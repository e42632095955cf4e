import type { PrizeFace } from '../prize-face';
import { PrizeIcon } from './prize-glyph';

/** A prize as a card shows it: its picture, its big words and its small ones. */
export function PrizeBadge({ face, size = 40 }: { face: PrizeFace; size?: number }) {
  return (
    <div className={`rf-badge rf-badge--${face.tone}`} data-testid="raffle-prize-badge">
      <PrizeIcon tone={face.tone} size={size} />
      <strong className="rf-badge__title">{face.title}</strong>
      <span className="rf-badge__caption">{face.caption}</span>
    </div>
  );
}
