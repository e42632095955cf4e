/** Grey placeholder blocks in the shape of what is loading. */
export function Skeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={`skeleton ${className ?? ''}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <span key={index} className="skeleton__line" style={{ inlineSize: `${100 - index * 13}%` }} />
      ))}
    </div>
  );
}
