import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { swipeStep } from './carousel-steps';

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
  moved: boolean;
}

/**
 * Swiping a slide strip with a finger or the mouse: the strip follows the pointer (`offset`), and
 * a long enough drag turns the page. The click that ends a drag is swallowed, so a swipe over a
 * banner link never follows the link.
 */
export function useSwipe(enabled: boolean, onStep: (step: -1 | 1) => void) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (!current.moved) return;
    swallowClick.current = true;
    const step = swipeStep(event.clientX - current.startX, current.width);
    if (step !== 0) onStep(step);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
      swallowClick.current = false;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        width: event.currentTarget.clientWidth,
        moved: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const delta = event.clientX - current.startX;
      if (Math.abs(delta) > 6) current.moved = true;
      if (current.moved) setOffset(delta);
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
  return { offset, handlers };
}
