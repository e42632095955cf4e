import { useUniqueId } from '../lib/ids/use-unique-id';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Accessible tab strip (arrow keys move between tabs); the caller renders the active panel. */
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
  if (items.length < 2) return null;
  const move = (step: number) => {
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.key);
    document.getElementById(`${baseId}-${next.key}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
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
