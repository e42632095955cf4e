import type { RaffleDraw } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import type { Load } from '../../../lib/async/use-load';
import { usePrizeFaces, usePrizeWords } from '../prize-faces';
import { PrizeIcon } from './prize-glyph';
import { FairIcon } from './raffle-icons';

/** The member's latest draws of this raffle, each with a way to check it. */
export function RecentDraws({
  state,
  extra,
  onRetry,
  onVerify,
}: {
  state: Load<{ list: RaffleDraw[] }>;
  /** Draws made on this page since the list was read, newest first. */
  extra: readonly RaffleDraw[];
  onRetry: () => void;
  onVerify: (draw: RaffleDraw) => void;
}) {
  const { t, i18n } = useTranslation();
  const faceOf = usePrizeFaces();
  const wordsOf = usePrizeWords();
  const body = () => {
    if (state.phase === 'failed') {
      return (
        <ErrorPanel message={isApiError(state.error) ? state.error.message : undefined} onRetry={onRetry} />
      );
    }
    if (state.phase !== 'ready') return <Skeleton lines={3} />;
    const seen = new Set(extra.map((draw) => draw.id));
    const draws = [...extra, ...state.value.list.filter((draw) => !seen.has(draw.id))].slice(0, 10);
    if (draws.length === 0) return <p className="rf-card__lead">{t('raf_draws_none')}</p>;
    return (
      <ul className="rf-draws">
        {draws.map((draw) => (
          <li key={draw.id} className="rf-draws__row" data-testid="raffle-draw-row">
            <PrizeIcon tone={faceOf(draw.prize).tone} size={24} />
            <span className="rf-draws__what">
              <strong>{wordsOf(draw.prize)}</strong>
              <small>
                {formatDateTime(new Date(draw.createdAt), i18n.language)} ·{' '}
                {t('raf_nonce', { nonce: draw.nonce })}
              </small>
            </span>
            <button
              type="button"
              className="button button--ghost rf-draws__verify"
              onClick={() => onVerify(draw)}
              aria-label={t('raf_verify_draw_label', { nonce: draw.nonce })}
            >
              <FairIcon aria-hidden="true" />
              {t('raf_verify')}
            </button>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section className="rf-card" data-testid="raffle-draws">
      <h3 className="rf-card__title">{t('raf_draws_title')}</h3>
      {body()}
    </section>
  );
}
