import type { GameCategory, VipStanding } from '@tessera/contracts';
import { createStore, useStore } from '../../lib/store/create-store';
import { isTrial } from '../session/member-kind';
import { currentMember, sessionStore } from '../session/session-store';
import { languageStore } from '../site/language';
import { fetchRebateRates } from './api/get-rebate-rates';
import { fetchVipInfo } from './api/get-vip-info';
import { type RateTable, rateTable, rebateBpOf } from './vip-words';

export interface VipState {
  /** The member's standing (spec §3 session state: hasVip, vipLabelName, vipRankLevel); null for visitors. */
  standing: VipStanding | null;
  /** Rebate rates by category for the nav drop-down (spec §4, §9); null until they are known. */
  rates: RateTable | null;
}

export const vipStore = createStore<VipState>({ standing: null, rates: null });

let latest = 0;

/**
 * Asks for the rebate rates (the member's level's, or level 0's) and, for a real member, the VIP
 * standing, in the request's language. A failed ask leaves what was shown (the label and rates only
 * inform); a late answer for an earlier member or language is dropped.
 */
export async function refreshVip(): Promise<void> {
  const member = currentMember();
  const ask = ++latest;
  const withStanding = member !== null && !isTrial(member);
  if (!withStanding) vipStore.set((state) => (state.standing ? { ...state, standing: null } : state));
  const [rates, info] = await Promise.allSettled([
    fetchRebateRates(),
    withStanding ? fetchVipInfo() : Promise.resolve(null),
  ]);
  if (ask !== latest || currentMember()?.id !== member?.id) return;
  vipStore.set((state) => ({
    rates: rates.status === 'fulfilled' ? rateTable(rates.value.rates) : state.rates,
    standing: !withStanding
      ? null
      : info.status === 'fulfilled'
        ? (info.value?.standing ?? null)
        : state.standing,
  }));
}

/** A fresher standing read elsewhere (the VIP page's own answer) keeps the side menu's label true. */
export function adoptStanding(standing: VipStanding | null): void {
  if (currentMember() === null) return;
  vipStore.set((state) => (state.standing === standing ? state : { ...state, standing }));
}

/**
 * Keeps the store true, as the reward badge is kept: asked at start (a visitor's level-0 rates), when
 * a member signs in or a stored session is restored, at sign-out, and when the language changes
 * (the level names are in the request's language).
 */
export function startVipSync(): () => void {
  let key: string | null = null;
  const onChange = () => {
    const session = sessionStore.get();
    // A stored session still restoring, or the language not chosen yet: the answer would be redone.
    if (session.phase === 'restoring' || languageStore.get() === null) return;
    const next = `${currentMember()?.id ?? '-'}:${languageStore.get() ?? '-'}`;
    if (next === key) return;
    key = next;
    void refreshVip();
  };
  onChange();
  const stopSession = sessionStore.subscribe(onChange);
  const stopLanguage = languageStore.subscribe(onChange);
  return () => {
    stopSession();
    stopLanguage();
  };
}

/** A category's rebate rate in basis points, or null (no rate: nothing is shown). */
export function useRebateBp(category: GameCategory): number | null {
  return useStore(vipStore, (state) => rebateBpOf(state.rates, category));
}

export function useRebateRates(): RateTable | null {
  return useStore(vipStore, (state) => state.rates);
}

export function useVipStanding(): VipStanding | null {
  return useStore(vipStore, (state) => state.standing);
}
