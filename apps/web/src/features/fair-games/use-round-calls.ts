import type { FairParams, FairRound } from '@tessera/contracts';
import { useCallback, useState } from 'react';
import { sendRetryingOnce } from '../seamless/retry-once';
import { postFairBet } from './api/post-fair-bet';
import { applyGameBalance } from './game-wallet';
import { announceRound } from './rounds-feed';
import { noteNonceUsed } from './seeds-store';

export interface RoundAnswer {
  round: FairRound;
  /** The game wallet's balance after the call; null when it came from a reload instead. */
  balance: number | null;
}

/**
 * A game's calls to the server. `bet` plays a round under a fresh requestId, resent once with the
 * same id when the answer is lost; `call` runs another round call (a Mines tile, a cash-out).
 * Either resolves null after a refusal, kept in `failure` for the game to show. `settle` shows an
 * answer once the board has played it out: the balance, the history and the next nonce.
 */
export function useRoundCalls(vendor: string | null) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const call = useCallback(async (send: () => Promise<RoundAnswer>): Promise<RoundAnswer | null> => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await send();
      noteNonceUsed(answer.round.commitment, answer.round.nonce);
      return answer;
    } catch (error) {
      setFailure(error);
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  const bet = useCallback(
    (stake: number, params: FairParams) =>
      call(() => sendRetryingOnce((requestId) => postFairBet({ requestId, stake, params }))),
    [call],
  );

  const settle = useCallback(
    (answer: RoundAnswer) => {
      if (answer.balance !== null) applyGameBalance(vendor, answer.balance);
      announceRound(answer.round);
    },
    [vendor],
  );

  return { busy, failure, setFailure, bet, call, settle };
}
