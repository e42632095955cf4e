import type { PromotionCard } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/api-error';
import { useMemberOnly } from '../account/use-member-only';
import { openAuthModal } from '../auth/auth-modal-store';
import { memberCentreStore, openMemberCentrePage } from '../member-centre/member-centre-store';
import { sessionStore } from '../session/session-store';
import { refreshBalance } from '../wallet/balance-store';
import { postPromotionJoin } from './api/post-promotion-join';
import { postRewardClaim } from './api/post-reward-claim';
import type { CardAction } from './promotion-actions';
import { refreshRewardBadge } from './reward-badge';

/** What the last action on a card led to, shown on that card until the next one. */
export interface CardMessage {
  id: string;
  tone: 'success' | 'error';
  text: string;
}

export interface CardActions {
  run: (card: PromotionCard, action: CardAction) => void;
  /** The card whose call is on its way (its button shows it and the others wait). */
  busyId: string | null;
  message: CardMessage | null;
  /** The applied promotion whose application form is open. */
  applying: PromotionCard | null;
  closeApply: () => void;
  /** The application was sent: the card as the server answered it. */
  applied: (card: PromotionCard) => void;
}

/**
 * The buttons of promotion cards, shared by /promotions, a promotion's detail and the reward
 * centre: a visitor is asked to log in first, a trial user is told a real account is needed; a
 * member joins, applies, claims, or is taken to the deposit page or the bonus. Each answer is the
 * card as it is now (`onChanged`), and the reward badge and the balance are asked again.
 */
export function useCardActions(onChanged: (card: PromotionCard) => void): CardActions {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const memberOnly = useMemberOnly();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<CardMessage | null>(null);
  const [applying, setApplying] = useState<PromotionCard | null>(null);

  const call = async (card: PromotionCard, send: () => Promise<PromotionCard>, success: string) => {
    setBusyId(card.id);
    setMessage(null);
    try {
      const next = await send();
      onChanged(next);
      setMessage({ id: card.id, tone: 'success', text: success });
    } catch (error) {
      setMessage({
        id: card.id,
        tone: 'error',
        text: isApiError(error) ? error.message : t('common_load_failed'),
      });
    } finally {
      setBusyId(null);
      void refreshRewardBadge();
    }
  };

  const run = (card: PromotionCard, action: CardAction) => {
    if (sessionStore.get().phase === 'anonymous') {
      openAuthModal('login');
      return;
    }
    memberOnly(() => {
      switch (action) {
        case 'join':
          void call(card, () => postPromotionJoin(card.id), t('promo_joined', { title: card.title }));
          return;
        case 'claim':
          void call(
            card,
            async () => {
              const next = await postRewardClaim(card.id);
              void refreshBalance();
              return next;
            },
            t('promo_claimed', { title: card.title }),
          );
          return;
        case 'apply':
          setMessage(null);
          setApplying(card);
          return;
        case 'deposit':
          openMemberCentrePage('depositv2');
          return;
        case 'play':
          memberCentreStore.set(null);
          navigate('/home');
          return;
        case 'bonus':
          openMemberCentrePage('bonusDetails');
          return;
      }
    });
  };

  return {
    run,
    busyId,
    message,
    applying,
    closeApply: () => setApplying(null),
    applied: (card) => {
      setApplying(null);
      onChanged(card);
      setMessage({ id: card.id, tone: 'success', text: t('promo_applied') });
      void refreshRewardBadge();
    },
  };
}
