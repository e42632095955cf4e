import { setBadgeCount } from '../member-centre/badge-counts';
import { isTrial } from '../session/member-kind';
import { currentMember, sessionStore } from '../session/session-store';
import { balanceStore } from '../wallet/balance-store';
import { fetchMissionSummary } from './api/get-mission-summary';
import { createMissionBadge } from './mission-badge-sync';

/** The member centre's red mission badge (`mission` = readyCount), kept by mission-badge-sync.ts. */
const badge = createMissionBadge({
  member: () => {
    const member = currentMember();
    return member ? { id: member.id, trial: isTrial(member) } : null;
  },
  balance: () => balanceStore.get().wallet?.sumBalance ?? null,
  subscribeSession: (listener) => sessionStore.subscribe(listener),
  subscribeBalance: (listener) => balanceStore.subscribe(listener),
  fetchReady: async () => (await fetchMissionSummary()).readyCount,
  setCount: (count) => setBadgeCount('mission', count),
  now: () => Date.now(),
});

/** Asks the server for the count again (the missions page, after a claim). */
export const refreshMissionBadge = (): Promise<void> => badge.refresh();
/** A count the missions page read itself, for the member it was read for. */
export const adoptMissionReadyCount = (memberId: number, readyCount: number): void =>
  badge.adopt(memberId, readyCount);
/** Follows sign-in and the balance; started beside the reward badge's sync. */
export const startMissionBadgeSync = (): (() => void) => badge.start();
