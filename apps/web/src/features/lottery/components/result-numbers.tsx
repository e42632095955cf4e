import type { LotteryGame } from '@tessera/contracts';
import { SEA_TIERS, VN_PRIZE_TIERS } from '@tessera/lottery';
import { useTranslation } from 'react-i18next';

type Family = LotteryGame['family'];

/** The prize tiers a family's result is laid out in (the Vietnamese and sea lotteries), or null. */
function tiersOf(family: Family) {
  if (family === 'SEA') return SEA_TIERS;
  if (family === 'VN_NORTH' || family === 'VN_CENTRAL' || family === 'VN_SOUTH')
    return VN_PRIZE_TIERS[family];
  return null;
}

/** A drawn result: balls for the number games, the familiar prize table for the Vietnamese and 4D. */
export function ResultNumbers({
  family,
  numbers,
  compact = false,
  folded = false,
}: {
  family: Family;
  numbers: readonly string[];
  compact?: boolean;
  /** Lists: a prize table shows its top prize, the whole table one click away. */
  folded?: boolean;
}) {
  const { t } = useTranslation();
  const tiers = tiersOf(family);
  if (tiers && folded) {
    return (
      <details className="lottery-prizes-fold">
        <summary>
          <span className="lottery-prizes-fold__label">{t(tiers[0]!.name)}</span>
          <span className="lottery-prizes__number lottery-prizes__number--top">{numbers[0]}</span>
          <span className="lottery-prizes-fold__more">{t('lottery_show_all_prizes')}</span>
        </summary>
        <PrizeTable tiers={tiers} numbers={numbers} compact />
      </details>
    );
  }
  if (tiers) return <PrizeTable tiers={tiers} numbers={numbers} compact={compact} />;
  return <Balls family={family} numbers={numbers} compact={compact} />;
}

function Balls({
  family,
  numbers,
  compact,
}: {
  family: Family;
  numbers: readonly string[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  // Mark Six: six normal numbers, then the special one.
  const special = family === 'LHC' ? numbers.length - 1 : -1;
  return (
    <ol
      className={`lottery-balls lottery-balls--${family.toLowerCase()} ${compact ? 'lottery-balls--compact' : ''}`}
      aria-label={t('lottery_drawn_numbers')}
      data-testid="lottery-balls"
    >
      {numbers.map((number, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's positions never reorder
          key={index}
          className={`lottery-ball ${index === special ? 'lottery-ball--special' : ''}`}
          data-position={index + 1}
        >
          {index === special && (
            <span className="lottery-ball__plus" aria-hidden="true">
              +
            </span>
          )}
          <span className="lottery-ball__face">{number}</span>
        </li>
      ))}
    </ol>
  );
}

function PrizeTable({
  tiers,
  numbers,
  compact,
}: {
  tiers: readonly { name: string; count: number }[];
  numbers: readonly string[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  let next = 0;
  const rows = tiers.map((tier) => {
    const list = numbers.slice(next, next + tier.count);
    next += tier.count;
    return { tier, list };
  });
  return (
    <table
      className={`lottery-prizes ${compact ? 'lottery-prizes--compact' : ''}`}
      data-testid="lottery-prize-table"
    >
      <tbody>
        {rows.map(({ tier, list }, index) => (
          <tr key={tier.name} className={index === 0 ? 'lottery-prizes__top' : undefined}>
            <th scope="row">{t(tier.name)}</th>
            <td>
              <span className="lottery-prizes__numbers">
                {list.map((number, position) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers never reorder
                  <span key={position} className="lottery-prizes__number">
                    {number}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
