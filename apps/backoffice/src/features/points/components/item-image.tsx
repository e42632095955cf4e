import { useState } from 'react';
import { Icon } from '../../../components/icon';
import { isImage } from '../point-item-form';

/**
 * A mall item's picture (a site path or an http(s) address), or a plain gift mark when it has
 * none, its text is not an address yet (staff still typing) or it does not load.
 */
export function ItemImage(props: { src: string | null; className: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = props.src?.trim() ?? '';
  if (!isImage(src) || failed === src)
    return (
      <span className={`${props.className} point-art`} aria-hidden="true" data-testid="item-art">
        <Icon name="gift" size={props.size ?? 20} />
      </span>
    );
  return (
    <img
      className={props.className}
      src={src}
      alt=""
      decoding="async"
      loading="lazy"
      onError={() => setFailed(src)}
      data-testid="item-image"
    />
  );
}
