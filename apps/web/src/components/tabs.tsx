import { useEffect, useRef } from 'react';
import { useUniqueId } from '../lib/ids/use-unique-id';
import { useScrollEdges } from './scroll-edges';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * Accessible tab strip (arrow keys move between tabs); the caller renders the active panel. A strip
 * wider than its room scrolls, and says so: `data-overflow` fades the edge that has more.
 */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
}: {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}) {
  const baseId = useUniqueId();
  const stripRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollEdges(stripRef);

  // The chosen tab is brought into the strip's view (a keyboard move, a choice made elsewhere),
  // sideways only: the page itself does not move. A strip that opens on its first tab already
  // shows it, and is not measured (a layout forced while the page draws; decision 0057).
  const opened = useRef(false);
  const firstKey = items[0]?.key;
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    if (first && active === firstKey) return;
    const tab = document.getElementById(`${baseId}-${active}`);
    const strip = stripRef.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const room = strip.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < room.left) strip.scrollLeft -= room.left - box.left + 24;
    else if (box.right > room.right) strip.scrollLeft += box.right - room.right + 24;
  }, [active, baseId, firstKey]);

  if (items.length < 2) return null;
  const move = (step: number) => {
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.key);
    document.getElementById(`${baseId}-${next.key}`)?.focus();
  };
  return (
    <div ref={stripRef} className="tabs" role="tablist" aria-label={label} data-overflow={overflow}>
      {items.map((item) => (
        <button
          key={item.key}
          id={`${baseId}-${item.key}`}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          tabIndex={item.key === active ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(item.key)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(document.dir === 'rtl' ? -1 : 1);
            if (event.key === 'ArrowLeft') move(document.dir === 'rtl' ? 1 : -1);
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
