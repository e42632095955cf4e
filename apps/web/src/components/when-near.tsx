import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws its children once they come within `margin` of the screen, and keeps them from then on;
 * until then an empty block of about their height holds their place. For the parts of a page below
 * the fold on a phone: a page that opens draws and lays out only what is in view (decision 0057).
 * Where the browser cannot tell (no IntersectionObserver), the children are drawn at once.
 */
export function WhenNear({
  height,
  margin = 200,
  children,
}: {
  /** The stand-in's height in pixels: about the children's, so the page below hardly moves. */
  height: number;
  /** How far below (or above) the screen, in pixels, the children start to be drawn. */
  margin?: number;
  children: ReactNode;
}) {
  const standIn = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = standIn.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <div ref={standIn} className="when-near" style={{ blockSize: height }} aria-hidden="true" />;
}
