import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../lib/media/use-reduced-motion';
import { useSite } from '../../site/use-site';
import { countUp, formatJackpot, initialJackpotCents, nextJackpotStep } from '../jackpot';

const COUNT_UP_MS = 900;

/** The rolling jackpot (spec §4, §9): a random start that keeps growing while the page is open. */
export function JackpotBanner() {
  const { t } = useTranslation();
  const { currencySymbol } = useSite().info.brand;
  const target = useGrowingJackpot();
  const shown = useCountUp(target);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title" data-testid="jackpot">
      <span className="jackpot__shine" aria-hidden="true" />
      <h2 id="jackpot-title" className="jackpot__title">
        {t('home_jackpot')}
      </h2>
      <p className="jackpot__amount" data-testid="jackpot-amount">
        <span className="jackpot__symbol">{currencySymbol}</span>
        <span className="jackpot__digits">{formatJackpot(shown)}</span>
      </p>
    </section>
  );
}

function useGrowingJackpot(): number {
  const [cents, setCents] = useState(() => initialJackpotCents());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const step = nextJackpotStep();
      timer = setTimeout(() => {
        setCents((value) => value + step.cents);
        schedule();
      }, step.delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return cents;
}

/** Rolls the digits up to each new amount; with reduced motion the amount simply changes. */
function useCountUp(target: number): number {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (reduced) {
      from.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const tick = (now: number) => {
      const value = countUp(origin, target, (now - start) / COUNT_UP_MS);
      from.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, reduced]);
  return shown;
}
