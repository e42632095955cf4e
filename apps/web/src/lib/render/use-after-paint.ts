import { useEffect, useState } from 'react';

/**
 * True once the browser has painted a render in which `ready` was true (false before): what can
 * wait a frame (a page's sections below the fold) renders in a task of its own rather than
 * lengthening the one that draws the rest (decision 0055).
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return painted;
}
