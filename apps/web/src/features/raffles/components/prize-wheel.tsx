import { useEffect, useRef, useState } from 'react';
import type { DrawPhase } from '../draw-stage';
import type { DrawAnimationProps } from './draw-animation';
import { PrizeBurst } from './prize-burst';
import { WheelFace } from './wheel-face';

/** Whole turns before the wheel lands. */
const TURNS = 6;
const SPIN_MS = 4600;
const SETTLE_MS = 420;
/** Top speed of the wind-up while the server answers, degrees per millisecond. */
const WIND_SPEED = 0.9;

const easeOutQuart = (t: number) => 1 - (1 - t) ** 4;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * The prize wheel. While the draw is asked for it winds up; when the answer comes it spins on
 * (six more turns, easing out) past the drawn segment by a few degrees and settles back onto it, the
 * pointer ticking at every segment it passes; then the won segment lights up, a win bursts, and
 * onDone is called. Driven frame by frame (requestAnimationFrame) so the ticks follow the wheel; with
 * reduced motion it turns straight to the segment.
 */
export function PrizeWheel({ segments, outcome, pending, reducedMotion, onDone }: DrawAnimationProps) {
  const wheel = useRef<HTMLDivElement>(null);
  const pointer = useRef<HTMLDivElement>(null);
  const angle = useRef(0);
  const speed = useRef(0);
  const [landed, setLanded] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const span = 360 / Math.max(1, segments.length);

  const paint = (value: number) => {
    const crossed = Math.floor((angle.current - span / 2) / span) !== Math.floor((value - span / 2) / span);
    angle.current = value;
    if (wheel.current) wheel.current.style.transform = `rotate(${value.toFixed(3)}deg)`;
    if (crossed && pointer.current?.animate) {
      pointer.current.animate(
        [
          { transform: 'rotate(0deg)' },
          { transform: 'rotate(-24deg)', offset: 0.3 },
          { transform: 'rotate(0deg)' },
        ],
        { duration: 170, easing: 'ease-out' },
      );
    }
  };

  // The wind-up: speeding up while the server is asked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: paint only touches refs
  useEffect(() => {
    if (!pending || outcome || reducedMotion) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const dt = Math.min(50, now - last);
      last = now;
      speed.current = Math.min(WIND_SPEED, speed.current + dt * 0.0012);
      paint(angle.current + speed.current * dt);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [pending, outcome, reducedMotion]);

  // The spin onto the drawn segment.
  const drawId = outcome?.drawId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one spin per draw
  useEffect(() => {
    if (!outcome) {
      setLanded(null);
      return;
    }
    const start = angle.current;
    // Somewhere inside the segment, never on its edge, so the pointer's pick is plain to see.
    const jitter = (Math.random() - 0.5) * span * 0.5;
    const rest = (((-outcome.index * span + jitter - start) % 360) + 360) % 360;
    const target = start + TURNS * 360 + rest;
    const finish = () => {
      speed.current = 0;
      setLanded(outcome.drawId);
      done.current(outcome.drawId);
    };
    if (reducedMotion) {
      paint(target);
      finish();
      return;
    }
    const overshoot = Math.min(span * 0.2, 5);
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const elapsed = now - began;
      if (elapsed < SPIN_MS) {
        paint(start + (target + overshoot - start) * easeOutQuart(elapsed / SPIN_MS));
      } else if (elapsed < SPIN_MS + SETTLE_MS) {
        paint(target + overshoot - overshoot * easeInOut((elapsed - SPIN_MS) / SETTLE_MS));
      } else {
        paint(target);
        finish();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [drawId]);

  const revealed = landed !== null && landed === drawId;
  const phase: DrawPhase = revealed ? 'revealed' : pending || outcome ? 'drawing' : 'idle';
  const won = revealed && outcome ? outcome.index : null;
  const wonFace = won === null ? null : segments[won];
  return (
    <div
      className={`rf-wheel is-${phase}`}
      data-testid="raffle-wheel"
      data-phase={phase}
      data-landed={won ?? undefined}
    >
      <div className="rf-wheel__glow" aria-hidden="true" />
      <div className="rf-wheel__turn" ref={wheel}>
        <WheelFace segments={segments} wonIndex={won} />
      </div>
      <div className="rf-wheel__pointer" ref={pointer} aria-hidden="true">
        <svg viewBox="0 0 40 52">
          <path
            d="M20 50L4 16a16 16 0 1 1 32 0z"
            fill="#ff5c7a"
            stroke="#7a0f26"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <circle cx="20" cy="16" r="6" fill="#fff3c4" stroke="#7a0f26" strokeWidth="2" />
        </svg>
      </div>
      {revealed && wonFace && wonFace.tone !== 'none' && !reducedMotion && <PrizeBurst />}
    </div>
  );
}
