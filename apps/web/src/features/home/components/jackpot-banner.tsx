import type { JackpotPool } from '@tessera/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Load } from '../../../lib/async/use-load';
import { useReducedMotion } from '../../../lib/media/use-reduced-motion';
import { useSite } from '../../site/use-site';
import { countUp, formatJackpot, shortHash, toCents } from '../jackpot';
import { useJackpotPool } from '../use-jackpot-pool';

/** The verify dialog brings the fair package's hashing: its own chunk, loaded when opened. */
const JackpotVerifyModal = lazy(() => import('./jackpot-verify-modal'));

/** Long enough to roll from one push to the next (the feed runs every two seconds). */
const COUNT_UP_MS = 1_800;
/** How long a win stays on the banner before the new cycle's amount shows alone. */
const WIN_SHOWN_MS = 10_000;

/**
 * The progressive jackpot (spec §4, §9; decision 0046): the brand's live pool from the first read,
 * rolling up to each push, never down but at a win, which it announces before the new cycle's
 * amount takes over; the cycle's commitment with a way to verify past wins. A brand without a
 * jackpot shows no banner. `first` is the first read, loaded by the home page.
 */
export function JackpotBanner({ first }: { first: { state: Load<JackpotPool>; retry: () => void } }) {
  const { t } = useTranslation();
  const { currencySymbol } = useSite().info.brand;
  const { state, retry } = first;
  const { shown, pool } = useJackpotPool(state);
  const [verifying, setVerifying] = useState(false);
  const win = useFreshWin(shown?.win ?? null);
  const amount = useCountUp(shown?.cents ?? 0, shown?.cycle ?? 0);

  // Off from the first read, or switched off while the page is open.
  if ((state.phase === 'ready' && !state.value.enabled) || pool?.enabled === false) return null;
  return (
    <section className="jackpot" aria-labelledby="jackpot-title" data-testid="jackpot">
      <span className="jackpot__shine" aria-hidden="true" />
      <h2 id="jackpot-title" className="jackpot__title">
        {t('home_jackpot')}
      </h2>
      {state.phase === 'failed' ? (
        <p className="jackpot__failed" role="alert">
          {t('home_jackpot_failed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('common_retry')}
          </button>
        </p>
      ) : shown === null ? (
        <p
          className="jackpot__amount jackpot__amount--loading shimmer"
          aria-busy="true"
          data-testid="jackpot-loading"
        >
          <span className="jackpot__digits">&nbsp;</span>
        </p>
      ) : (
        <>
          <p className="jackpot__amount" data-testid="jackpot-amount" data-cycle={shown.cycle}>
            <span className="jackpot__symbol">{currencySymbol}</span>
            <span className="jackpot__digits">{formatJackpot(amount)}</span>
          </p>
          {win && (
            <p className="jackpot__win" role="status" data-testid="jackpot-win">
              {t('home_jackpot_won', {
                name: win.winner,
                amount: `${currencySymbol}${formatJackpot(toCents(win.amount))}`,
              })}
            </p>
          )}
          <button
            type="button"
            className="jackpot__fair link-button"
            onClick={() => setVerifying(true)}
            data-testid="jackpot-verify"
          >
            {t('home_jackpot_fair', { cycle: shown.cycle, hash: shortHash(shown.commitment) })}
          </button>
        </>
      )}
      {verifying && pool && (
        <Suspense fallback={null}>
          <JackpotVerifyModal pool={pool} onClose={() => setVerifying(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** The win of the last cycle change, for a while. */
function useFreshWin<W>(win: W | null): W | null {
  const [fresh, setFresh] = useState<W | null>(null);
  useEffect(() => {
    if (win === null) return;
    setFresh(win);
    const timer = setTimeout(() => setFresh(null), WIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [win]);
  return fresh;
}

/**
 * Rolls the digits up to each new amount; a new cycle (after a win) starts at its amount at once,
 * and with reduced motion the amount simply changes.
 */
function useCountUp(target: number, cycle: number): number {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(target);
  const from = useRef({ value: target, cycle });
  useEffect(() => {
    if (reduced || from.current.cycle !== cycle || from.current.value === 0) {
      from.current = { value: target, cycle };
      setShown(target);
      return;
    }
    const start = performance.now();
    const origin = from.current.value;
    let frame = 0;
    const tick = (now: number) => {
      const value = countUp(origin, target, (now - start) / COUNT_UP_MS);
      from.current = { value, cycle };
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, cycle, reduced]);
  return shown;
}
