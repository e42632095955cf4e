import { isSafeUrl } from '../../announcements/link-target';
import { BagIcon } from '../points-icons';

/** A mall item's picture, or the mall's bag on a gradient when it has none (or not a safe one). */
export function ItemImage({ image, className }: { image: string | null; className?: string }) {
  if (image && isSafeUrl(image)) {
    return (
      <img className={`pm-image ${className ?? ''}`} src={image} alt="" loading="lazy" decoding="async" />
    );
  }
  return (
    <span className={`pm-image pm-image--plain ${className ?? ''}`} aria-hidden="true">
      <BagIcon />
    </span>
  );
}
