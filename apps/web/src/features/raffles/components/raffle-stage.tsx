import type { Raffle, RaffleDraw } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { useReducedMotion } from '../../../lib/media/use-reduced-motion';
import { sendRetryingOnce } from '../../seamless/retry-once';
import { holdBalance } from '../../wallet/balance-store';
import { postRaffleClaim, type RaffleClaim } from '../api/post-raffle-claim';
import type { DrawOutcome } from '../draw-stage';
import { ACTION_KEY, usePrizeFaces, usePrizeWords } from '../prize-faces';
import { DrawAnimation } from './draw-animation';
import { TicketIcon } from './raffle-icons';

/**
 * One raffle's stage: the tickets held, its animation and its button (Spin, Open, Crack). A press
 * spends a ticket on the server; the animation winds up while it answers and lands on the drawn
 * prize; only then are the prize words shown and the parent told (so nothing spoils the landing).
 */
export function RaffleStage({
  raffle,
  onClaimed,
  onRevealed,
  onVerify,
}: {
  raffle: Raffle;
  /** The server drew: the tickets left and the seeds moved on. */
  onClaimed: (answer: RaffleClaim) => void;
  /** The animation landed on the draw. */
  onRevealed: (draw: RaffleDraw) => void;
  onVerify: (draw: RaffleDraw) => void;
}) {
  const { t } = useTranslation();
  const faceOf = usePrizeFaces();
  const wordsOf = usePrizeWords();
  const reducedMotion = useReducedMotion();
  const [pending, setPending] = useState(false);
  const [draw, setDraw] = useState<RaffleDraw | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stage = useRef<HTMLElement>(null);
  /** Releases the header's balance, held from the press until the landing. */
  const release = useRef<(() => void) | null>(null);
  const letBalanceGo = () => {
    release.current?.();
    release.current = null;
  };
  // Leaving the page mid-draw lets the balance go too.
  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );

  const outcome: DrawOutcome | null = draw ? { drawId: draw.id, index: draw.prize.index } : null;
  const drawing = pending || (draw !== null && revealed !== draw.id);
  const shown = draw && revealed === draw.id ? draw : null;

  const play = async () => {
    if (drawing || raffle.tickets < 1) return;
    setDraw(null);
    setFailure(null);
    setPending(true);
    // The paid prize's balance push must not tell the prize before the animation does.
    letBalanceGo();
    release.current = holdBalance();
    // The whole show on screen: on a phone the stage starts below the page's head.
    stage.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    try {
      const answer = await sendRetryingOnce((requestId) => postRaffleClaim(raffle.id, requestId));
      setDraw(answer.draw);
      onClaimed(answer);
    } catch (error) {
      letBalanceGo();
      setFailure(isApiError(error) ? error.message : t('common_load_failed'));
    } finally {
      setPending(false);
    }
  };

  const landed = (drawId: string) => {
    letBalanceGo();
    setRevealed(drawId);
    if (draw?.id === drawId) onRevealed(draw);
  };

  return (
    <section
      ref={stage}
      className={`rf-stage rf-stage--${raffle.kind.toLowerCase()}`}
      data-testid="raffle-stage"
    >
      <div className="rf-stage__head">
        <div>
          <h2 className="rf-stage__title">{raffle.title}</h2>
          {raffle.summary && <p className="rf-stage__summary">{raffle.summary}</p>}
        </div>
        <span
          className={`rf-tickets ${raffle.tickets > 0 ? 'has-tickets' : ''}`}
          data-testid="raffle-tickets"
          data-tickets={raffle.tickets}
        >
          <TicketIcon aria-hidden="true" />
          {t('raf_tickets', { count: raffle.tickets })}
        </span>
      </div>
      <div className="rf-stage__art">
        <DrawAnimation
          kind={raffle.kind}
          segments={raffle.prizes.map(faceOf)}
          outcome={outcome}
          pending={pending}
          reducedMotion={reducedMotion}
          onDone={landed}
        />
      </div>
      <div className="rf-stage__result" aria-live="polite">
        {shown && (
          <div
            className={`rf-result ${shown.prize.type === 'NOTHING' ? 'is-nothing' : 'is-win'}`}
            data-testid="raffle-result"
            data-prize-index={shown.prize.index}
          >
            <strong className="rf-result__title">
              {shown.prize.type === 'NOTHING' ? t('raf_result_nothing') : t('raf_result_win')}
            </strong>
            <span className="rf-result__words">{wordsOf(shown.prize)}</span>
            <button
              type="button"
              className="button button--ghost rf-result__verify"
              onClick={() => onVerify(shown)}
              data-testid="raffle-verify-last"
            >
              {t('raf_verify_this')}
            </button>
          </div>
        )}
        {failure && (
          <p className="form-alert" role="alert" data-testid="raffle-failure">
            {failure}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--primary rf-stage__play"
        onClick={() => void play()}
        disabled={drawing || raffle.tickets < 1}
        data-testid="raffle-play"
      >
        {pending && <Spinner size="small" />}
        {t(ACTION_KEY[raffle.kind])}
      </button>
      {raffle.tickets < 1 && !drawing && (
        <p className="rf-stage__none" data-testid="raffle-no-tickets">
          {t('raf_no_tickets')}
        </p>
      )}
    </section>
  );
}
