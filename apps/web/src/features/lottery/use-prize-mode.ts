import type { PrizeMode } from '@tessera/lottery';
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage/web-storage';
import { openingPrizeMode } from './prize-mode';

/** Where the member's prize mode for a game is kept for the browser session. */
export const prizeModeStorageKey = (gameCode: string): string => `lotteryPrizeMode:${gameCode}`;

/**
 * The prize mode a game is played at, among the modes it offers: the member's choice of this
 * session when there was one, remembered per game until the tab closes.
 */
export function usePrizeMode(
  gameCode: string,
  choices: readonly PrizeMode[],
): [PrizeMode, (mode: PrizeMode) => void] {
  const [mode, setMode] = useState(() =>
    openingPrizeMode(choices, readStored('session', prizeModeStorageKey(gameCode))),
  );
  const choose = useCallback(
    (next: PrizeMode) => {
      writeStored('session', prizeModeStorageKey(gameCode), next);
      setMode(next);
    },
    [gameCode],
  );
  return [mode, choose];
}
