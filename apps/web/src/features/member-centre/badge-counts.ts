import { createStore } from '../../lib/store/create-store';
import type { MemberCentrePage } from './member-centre-store';

/** The counters behind the red badges of spec §2.3. */
export type BadgeCounter = 'mission' | 'message' | 'reward';
export type BadgeCounts = Record<BadgeCounter, number>;

/** Which menu item carries which counter; every other item never shows a badge. */
export const BADGE_COUNTER_OF: Partial<Record<MemberCentrePage, BadgeCounter>> = {
  missionLeaderboard: 'mission',
  messageV2: 'message',
  rewardCenter: 'reward',
};

export const NO_COUNTS: BadgeCounts = { mission: 0, message: 0, reward: 0 };

/**
 * The counts, zero until the features that know them (unread messages, claimable rewards, mission
 * progress) set them with `setBadgeCount`; the badges are real already and light up when they do.
 */
export const badgeCountsStore = createStore<BadgeCounts>(NO_COUNTS);

export function setBadgeCount(counter: BadgeCounter, count: number): void {
  badgeCountsStore.set((counts) => (counts[counter] === count ? counts : { ...counts, [counter]: count }));
}

export function resetBadgeCounts(): void {
  badgeCountsStore.set(NO_COUNTS);
}

/** The badge text for a menu item: only above 0 (spec §2.3), `99+` past two digits; else null. */
export function badgeText(page: MemberCentrePage, counts: BadgeCounts): string | null {
  const counter = BADGE_COUNTER_OF[page];
  if (!counter) return null;
  const count = counts[counter];
  if (!Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
