import type { LotteryDraw } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { fetchVnOpenedNumeros } from './api/get-vn-opened-numeros';
import { clockOffset } from './draw-clock';
import { useKeptLoad } from './use-kept-load';
import { nextOpenDrawsLook, openDrawsByGame } from './vn-countdowns';

export interface OpenDraws {
  /** Each province's open draw by game code. */
  byGame: ReadonlyMap<string, LotteryDraw>;
  /** Server clock minus local clock (ms) when the answer came. */
  offset: number;
}

interface Answer extends OpenDraws {
  draws: LotteryDraw[];
}

/** After a failed look the menu tries again this much later, keeping the countdowns it had. */
const RETRY_MS = 30_000;

/**
 * The open draw of every Vietnamese province, for the menu's countdowns (null until the first
 * answer, or when `active` is off). The menu looks again just after the first draw closes (the
 * province's next draw opens then), at the latest every five minutes; the countdowns are a help,
 * so a failed look keeps the last ones and tries again later.
 */
export function useVnOpenDraws(active: boolean): OpenDraws | null {
  const [look, setLook] = useState(0);
  const { state, shown } = useKeptLoad<Answer>(active ? `vn-open-draws:${look}` : null, async (signal) => {
    const answer = await fetchVnOpenedNumeros(signal);
    const offset = clockOffset(answer.serverTime, Date.now());
    return { draws: answer.draws, byGame: openDrawsByGame(answer.draws), offset };
  });

  useEffect(() => {
    if (state.phase !== 'ready' && state.phase !== 'failed') return;
    const wait =
      state.phase === 'ready'
        ? nextOpenDrawsLook(state.value.draws, state.value.offset, Date.now())
        : RETRY_MS;
    const timer = setTimeout(() => setLook((value) => value + 1), wait);
    return () => clearTimeout(timer);
  }, [state]);

  return active ? shown : null;
}
