import type { PromotionStatus, StaffPromotion } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../../../components/badge';

export const STATUS_TONES: Record<PromotionStatus, Tone> = { DRAFT: 'neutral', LIVE: 'good', ENDED: 'wait' };

/**
 * The moves staff may offer from a status: a draft goes live; a live one ends, or goes back to
 * draft while nobody has taken part (the server checks again); an ended one stays ended.
 */
export function movesOf(item: Pick<StaffPromotion, 'status' | 'stats'>): PromotionStatus[] {
  if (item.status === 'DRAFT') return ['LIVE'];
  if (item.status === 'LIVE') return item.stats.entries === 0 ? ['ENDED', 'DRAFT'] : ['ENDED'];
  return [];
}

/** The buttons of a row's status moves; each asks first (see the page's confirm dialog). */
export function StatusButtons(props: {
  item: StaffPromotion;
  onMove: (item: StaffPromotion, to: PromotionStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {movesOf(props.item).map((to) => (
        <button
          key={to}
          type="button"
          className={`btn btn--small${to === 'LIVE' ? ' btn--primary' : ''}`}
          onClick={() => props.onMove(props.item, to)}
          data-testid={`move-${to}`}
        >
          {t(`promotions.moves.${to}`)}
        </button>
      ))}
    </>
  );
}
