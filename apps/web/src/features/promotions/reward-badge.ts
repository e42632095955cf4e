import { setBadgeCount } from '../member-centre/badge-counts';
import { isTrial } from '../session/member-kind';
import { currentMember, sessionStore } from '../session/session-store';
import { balanceStore } from '../wallet/balance-store';
import { fetchAvailablePromo } from './api/get-available-promo';

/** A rise of the balance (a deposit credited) asks again, at most this often. */
const BALANCE_REFRESH_MS = 15_000;

let latest = 0;

/**
 * The reward badge (spec §2.2, §2.3): how many promotions the member can join or claim now, from
 * getAvailablePromo, on the reward-centre menu item and the header's reward icon. Trial users and
 * visitors have none. A late answer for an earlier member is dropped.
 */
export async function refreshRewardBadge(): Promise<void> {
  const member = currentMember();
  const ask = ++latest;
  if (!member || isTrial(member)) {
    setBadgeCount('reward', 0);
    return;
  }
  try {
    const { availablePromoCount } = await fetchAvailablePromo();
    if (ask === latest && currentMember()?.id === member.id) setBadgeCount('reward', availablePromoCount);
  } catch {
    // The badge only hints: a failed ask (offline, the module switched off) leaves it as it was.
  }
}

/**
 * Keeps the badge true: asked when a member signs in (or a stored session is restored), and when
 * the balance rises (a deposit that may have earned or qualified a reward), throttled. The actions
 * of the promotion pages (join, apply, claim, forfeit) refresh it themselves.
 */
export function startRewardBadgeSync(): () => void {
  let memberId: number | null = null;
  let lastSum: number | null = null;
  let lastAsk = 0;
  const onSession = () => {
    const id = currentMember()?.id ?? null;
    if (id === memberId) return;
    memberId = id;
    lastSum = null;
    if (id !== null) {
      lastAsk = Date.now();
      void refreshRewardBadge();
    }
  };
  const onBalance = () => {
    const sum = balanceStore.get().wallet?.sumBalance ?? null;
    const rose = sum !== null && lastSum !== null && sum > lastSum;
    lastSum = sum;
    if (rose && memberId !== null && Date.now() - lastAsk >= BALANCE_REFRESH_MS) {
      lastAsk = Date.now();
      void refreshRewardBadge();
    }
  };
  onSession();
  const stopSession = sessionStore.subscribe(onSession);
  const stopBalance = balanceStore.subscribe(onBalance);
  return () => {
    stopSession();
    stopBalance();
  };
}
