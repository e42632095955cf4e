import type { PromotionCard, PromotionType } from '@tessera/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/async/use-load';
import { useSession } from '../session/use-session';
import { fetchPromotions } from './api/get-promotions';

/**
 * The promotions with each one's state for whoever is looking (loaded again when the member, the
 * language or the type changes), and the cards the member's actions changed since, shown as the
 * server last answered them.
 */
export function usePromotionList(type: PromotionType | undefined) {
  const { i18n } = useTranslation();
  const { member, state: session } = useSession();
  const [changed, setChanged] = useState<Record<string, PromotionCard>>({});
  // A stored session is still being restored: wait, or the visitor's states would flash first.
  const key = session.phase === 'restoring' ? null : `${type ?? 'ALL'}:${member?.id ?? '-'}:${i18n.language}`;
  const { state, retry } = useLoad(key, (signal) => fetchPromotions(type ? { type } : {}, signal));
  const cards = state.phase === 'ready' ? state.value.list.map((card) => changed[card.id] ?? card) : [];
  const change = useCallback((card: PromotionCard) => setChanged((all) => ({ ...all, [card.id]: card })), []);
  const reload = useCallback(() => {
    setChanged({});
    retry();
  }, [retry]);
  return { state, cards, changed, change, reload };
}
