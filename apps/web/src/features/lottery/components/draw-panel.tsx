import type { LotteryDraw, LotteryGame } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { formatRecordTime } from '../../wallet/record-filters';
import { countdownParts, msUntil } from '../draw-clock';
import type { CurrentDraw } from '../use-current-draw';
import { useNow } from '../use-now';
import { HashCheckBadge } from './hash-check';
import { ResultNumbers } from './result-numbers';

/**
 * The draw taking bets with its countdown to the close (by the server clock), a draw being drawn,
 * and the last result with its numbers and, for fast draws, the hash check.
 */
export function DrawPanel({
  game,
  state,
  onRetry,
}: {
  game: LotteryGame;
  state: CurrentDraw;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (state.phase === 'loading') {
    return (
      <section
        className="lottery-draw lottery-draw--loading"
        aria-busy="true"
        data-testid="lottery-draw-loading"
      >
        <Skeleton lines={3} />
      </section>
    );
  }
  if (state.phase === 'failed') {
    return (
      <section className="lottery-draw">
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={onRetry}
        />
      </section>
    );
  }
  const { draw, last, closed } = state.view;
  return (
    <section className="lottery-draw" data-testid="lottery-draw" aria-label={t('lottery_draw_label')}>
      <div className="lottery-draw__current">
        {draw ? (
          <OpenDraw draw={draw} offset={state.offset} />
        ) : (
          <div className="lottery-draw__none" data-testid="lottery-no-draw">
            {game.kind === 'FAST' ? <Spinner size="small" /> : null}
            <span>{game.kind === 'FAST' ? t('lottery_next_draw_soon') : t('lottery_no_open_draw')}</span>
          </div>
        )}
        {closed && (
          <p className="lottery-draw__drawing" data-testid="lottery-drawing" aria-live="polite">
            <Spinner size="small" label={t('lottery_drawing')} />
            {t('lottery_drawing_numero', { numero: closed.numero })}
          </p>
        )}
      </div>
      <div className="lottery-draw__last" data-testid="lottery-last">
        <h2 className="lottery-draw__heading">
          {t('lottery_last_result')}
          {last && (
            <span className="lottery-draw__numero" data-testid="lottery-last-numero">
              {last.numero}
            </span>
          )}
        </h2>
        {last?.numbers ? (
          <>
            <ResultNumbers family={game.family} numbers={last.numbers} compact />
            <HashCheckBadge draw={last} withDetails />
          </>
        ) : (
          <p className="lottery-draw__muted">{t('lottery_no_result_yet')}</p>
        )}
      </div>
    </section>
  );
}

function OpenDraw({ draw, offset }: { draw: LotteryDraw; offset: number }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const left = msUntil(draw.closesAt, offset, now);
  const { days, clock } = countdownParts(left);
  return (
    <div className="lottery-draw__open">
      <h2 className="lottery-draw__heading">
        {t('lottery_current_draw')}
        <span className="lottery-draw__numero" data-testid="lottery-draw-numero">
          {draw.numero}
        </span>
      </h2>
      <div className="lottery-countdown" data-testid="lottery-countdown" data-ms={left}>
        <span className="lottery-countdown__label">{t('lottery_closes_in')}</span>
        <span className="lottery-countdown__clock" role="timer" aria-live="off">
          {days > 0 && <span className="lottery-countdown__days">{t('lottery_days', { days })}</span>}
          {clock}
        </span>
      </div>
      <p className="lottery-draw__muted">{t('lottery_draws_at', { time: formatRecordTime(draw.drawsAt) })}</p>
      {draw.resultHash && (
        <p className="lottery-draw__commitment" title={draw.resultHash}>
          {t('lottery_hash_committed_short')} <code>{draw.resultHash.slice(0, 16)}…</code>
        </p>
      )}
    </div>
  );
}
