import { useCallback, useEffect, useState } from 'react';
import { fetchOpenedNumero } from './api/get-opened-numero';
import { clockOffset, type DrawView, followDraws, NO_DRAWS, nextLookIn } from './draw-clock';

export type CurrentDraw =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; view: DrawView; offset: number };

/** A look that fails after the first one is tried again after this long; the page keeps what it had. */
const RETRY_MS = 5000;

/**
 * A game's draws, kept current: the draw taking bets with the server clock's offset, the last
 * result, and a draw that closed and is being drawn. The page looks again just after the open draw
 * closes and then every few seconds until the next draw and the result are there.
 */
export function useCurrentDraw(gameCode: string, fast: boolean): { state: CurrentDraw; retry: () => void } {
  const [state, setState] = useState<CurrentDraw>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let view: DrawView = NO_DRAWS;
    let first = true;

    const look = async () => {
      try {
        const answer = await fetchOpenedNumero(gameCode, controller.signal);
        if (controller.signal.aborted) return;
        const now = Date.now();
        const offset = clockOffset(answer.serverTime, now);
        view = followDraws(view, answer, now + offset);
        first = false;
        setState({ phase: 'ready', view, offset });
        timer = setTimeout(look, nextLookIn(view, offset, Date.now(), fast));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (first) setState({ phase: 'failed', error });
        else timer = setTimeout(look, RETRY_MS);
      }
    };

    setState({ phase: 'loading' });
    void look();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [gameCode, fast, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
