import { useEffect, useRef, useState } from 'react';

/** What a draw animation is told: the server's answer, or nothing yet. */
export interface DrawOutcome {
  /** Changes with every draw, so the same prize twice animates twice. */
  drawId: string;
  /** The prize table row the draw landed on. */
  index: number;
}

/** idle → drawing (asked, or animating the answer) → revealed (the prize shows). */
export type DrawPhase = 'idle' | 'drawing' | 'revealed';

/**
 * Runs an animation's named stages one after another once an outcome arrives, then calls onDone
 * with the draw's id. With reduced motion (or no stages) it goes straight to revealed. A new
 * outcome restarts it; none puts it back to idle (or drawing, while the parent waits for one).
 */
export function useDrawStages<S extends string>(
  outcome: DrawOutcome | null,
  pending: boolean,
  stages: readonly (readonly [S, number])[],
  reducedMotion: boolean,
  onDone: (drawId: string) => void,
): { phase: DrawPhase; stage: S | null } {
  const [state, setState] = useState<{ drawId: string; stage: S | null; done: boolean } | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const drawId = outcome?.drawId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stages are a constant of each animation
  useEffect(() => {
    if (drawId === null) {
      setState(null);
      return;
    }
    if (reducedMotion || stages.length === 0) {
      setState({ drawId, stage: null, done: true });
      done.current(drawId);
      return;
    }
    const timers: ReturnType<typeof setTimeout>[] = [];
    let at = 0;
    setState({ drawId, stage: stages[0]![0], done: false });
    stages.forEach(([, ms], index) => {
      at += ms;
      const next = stages[index + 1];
      timers.push(
        setTimeout(() => {
          if (next) setState({ drawId, stage: next[0], done: false });
          else {
            setState({ drawId, stage: null, done: true });
            done.current(drawId);
          }
        }, at),
      );
    });
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [drawId, reducedMotion]);
  if (state && state.drawId === drawId) {
    return { phase: state.done ? 'revealed' : 'drawing', stage: state.stage };
  }
  return { phase: pending || drawId !== null ? 'drawing' : 'idle', stage: null };
}
