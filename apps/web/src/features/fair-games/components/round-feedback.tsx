import type { FairRound } from '@tessera/contracts';
import type { GameMoney } from '../use-game-money';
import type { useRoundCalls } from '../use-round-calls';
import { RoundFailure } from './round-failure';
import { RoundResult } from './round-result';

/** Under every game: a refused call in the server's words, else the settled round's result. */
export function RoundFeedback({
  calls,
  round,
  money,
}: {
  calls: Pick<ReturnType<typeof useRoundCalls>, 'failure' | 'setFailure'>;
  /** Null while the round is still animating. */
  round: FairRound | null;
  money: GameMoney;
}) {
  return (
    <>
      <RoundFailure failure={calls.failure} onDismiss={() => calls.setFailure(null)} />
      <RoundResult round={round} money={money} />
    </>
  );
}
