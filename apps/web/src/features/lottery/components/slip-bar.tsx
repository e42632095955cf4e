import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../lib/media/use-reduced-motion';
import { formatAmount } from '../../wallet/balance-format';
import { type Slip, slipTotals } from '../slip';

/**
 * The slip on a phone, where it sits far below the board: a bar fixed to the bottom of the screen
 * with the lines, the total and "Place bet", which brings the slip up with its place button ready.
 * It shows only while the slip has lines and its place button is out of sight (never on a wide
 * screen, where the slip stays beside the board).
 */
export function SlipBar({
  slip,
  scale,
  symbol,
  placeRef,
}: {
  slip: Slip;
  scale: number;
  symbol: string;
  placeRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [placeInSight, setPlaceInSight] = useState(true);

  useEffect(() => {
    const place = placeRef.current;
    if (!place) return;
    const observer = new IntersectionObserver(([entry]) => setPlaceInSight(entry?.isIntersecting ?? true));
    observer.observe(place);
    return () => observer.disconnect();
  }, [placeRef]);

  if (slip.lines.length === 0 || placeInSight) return null;
  const { total } = slipTotals(slip, scale);

  const goToSlip = () => {
    const place = placeRef.current;
    if (!place) return;
    place.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'instant' : 'smooth' });
    // A place button that cannot be pressed yet (no open draw) leaves the focus on the slip.
    if (place.disabled)
      place.closest<HTMLElement>('[data-testid=lottery-slip]')?.focus({ preventScroll: true });
    else place.focus({ preventScroll: true });
  };

  return (
    <section className="lottery-slip-bar" data-testid="lottery-slip-bar" aria-label={t('lottery_slip')}>
      <span className="lottery-slip-bar__count" aria-hidden="true">
        {slip.lines.length}
      </span>
      <span className="lottery-slip-bar__total">
        <span className="lottery-slip-bar__label">{t('lottery_total')}</span>
        <strong data-testid="lottery-slip-bar-total">
          {symbol} {formatAmount(total, scale)}
        </strong>
      </span>
      <button type="button" className="button button--primary" onClick={goToSlip}>
        {t('lottery_slip_bar_place')}
      </button>
    </section>
  );
}
