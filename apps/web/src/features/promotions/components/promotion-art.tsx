import { GiftIcon } from '../../../components/icons';
import { isSafeUrl } from '../../announcements/link-target';

/** A promotion's picture, or the brand's gift on a gradient when it has none. */
export function PromotionArt({ image, className }: { image: string | null; className?: string }) {
  if (image && isSafeUrl(image)) {
    return (
      <img className={`promo-art ${className ?? ''}`} src={image} alt="" loading="lazy" decoding="async" />
    );
  }
  return (
    <span className={`promo-art promo-art--plain ${className ?? ''}`} aria-hidden="true">
      <GiftIcon />
    </span>
  );
}
