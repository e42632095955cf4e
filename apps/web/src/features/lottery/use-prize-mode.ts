import type { PrizeMode } from '@tessera/lottery';
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage/web-storage';
import { launchedPrizeMode } from './launch-query';
import { openingPrizeMode } from './prize-mode';

/** Where the member's prize mode for a game is kept for the browser session. */
export const prizeModeStorageKey = (gameCode: string): string => `lotteryPrizeMode:${gameCode}`;

/**
 * The prize mode a game is played at, among the modes it offers: the mode a launch link asked for
 * when the game offers it (kept as this session's choice), else the member's choice of this
 * session when there was one, remembered per game until the tab closes.
 */
export function usePrizeMode(
  gameCode: string,
  choices: readonly PrizeMode[],
  launched: PrizeMode | null = null,
): [PrizeMode, (mode: PrizeMode) => void] {
  const [mode, setMode] = useState(() => {
    const asked = launchedPrizeMode(launched, choices);
    if (asked) writeStored('session', prizeModeStorageKey(gameCode), asked);
    return asked ?? openingPrizeMode(choices, readStored('session', prizeModeStorageKey(gameCode)));
  });
  const choose = useCallback(
    (next: PrizeMode) => {
      writeStored('session', prizeModeStorageKey(gameCode), next);
      setMode(next);
    },
    [gameCode],
  );
  return [mode, choose];
}
