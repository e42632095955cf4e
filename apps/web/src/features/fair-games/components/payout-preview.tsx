import { toMajor } from '@tessera/contracts';
import { formatBalance } from '../../wallet/balance-format';
import type { GameMoney } from '../use-game-money';

/** A labelled amount the member would be paid (minor units), or a dash while the stake is not valid. */
export function PayoutPreview({
  label,
  minor,
  money,
}: {
  label: string;
  minor: bigint | null;
  money: GameMoney;
}) {
  return (
    <p className="payout-preview">
      <span>{label}</span>
      <strong data-testid="fair-payout-preview">
        {minor === null ? '—' : formatBalance(toMajor(minor, money.scale), money.symbol, money.scale)}
      </strong>
    </p>
  );
}
