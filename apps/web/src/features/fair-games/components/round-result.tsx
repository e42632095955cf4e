import type { FairRound } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../wallet/balance-format';
import { multiplierText } from '../outcome-display';
import type { GameMoney } from '../use-game-money';

/** The last round's result under the board: the win and its multiplier, or plainly no win. */
export function RoundResult({ round, money }: { round: FairRound | null; money: GameMoney }) {
  const { t } = useTranslation();
  if (round?.status !== 'settled') {
    return (
      <p className="round-result round-result--idle">
        {round?.status === 'playing' ? t('seamless_result_playing') : t('seamless_result_idle')}
      </p>
    );
  }
  const won = round.payout > 0;
  // A payout below the stake (a 0.5× bucket) is money back, not a win.
  const tone = round.payout >= round.stake ? 'win' : won ? 'back' : 'loss';
  return (
    <p className={`round-result round-result--${tone}`} role="status" data-testid="fair-result">
      {won ? (
        <>
          <span className="round-result__label">
            {tone === 'win' ? t('seamless_result_win') : t('seamless_result_back')}
          </span>
          <strong className="round-result__amount">
            {formatBalance(round.payout, money.symbol, money.scale)}
          </strong>
          <span className="round-result__multiplier">{multiplierText(round.multiplier)}</span>
        </>
      ) : (
        <span className="round-result__label">{t('seamless_result_loss')}</span>
      )}
      {round.capped && <span className="round-result__note">{t('seamless_result_capped')}</span>}
    </p>
  );
}
