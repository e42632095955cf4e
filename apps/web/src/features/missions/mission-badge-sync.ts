/** A rise of the balance (a win, a deposit credited) asks again, at most this often. */
export const BALANCE_REFRESH_MS = 15_000;

/** What the badge sync reads and writes, given from outside so the rules can be tested alone. */
export interface MissionBadgeDeps {
  /** The signed-in member (null for a visitor); a trial player has no missions. */
  member(): { id: number; trial: boolean } | null;
  /** The member's summed balance, null while unknown. */
  balance(): number | null;
  subscribeSession(listener: () => void): () => void;
  subscribeBalance(listener: () => void): () => void;
  /** How many missions wait to be claimed (getMissionSummary's readyCount). */
  fetchReady(): Promise<number>;
  setCount(count: number): void;
  now(): number;
}

export interface MissionBadge {
  /** Asks the server again (after a claim, when the page opens). */
  refresh(): Promise<void>;
  /** A count the page read itself (its own summary or claim answer), for the member it was read for. */
  adopt(memberId: number, readyCount: number): void;
  /** Starts following sign-in and the balance; answers the stop. */
  start(): () => void;
}

/**
 * The red mission badge (spec §2.3): the missions reached and not claimed, on the member centre's
 * missionLeaderboard item. Kept as the reward badge is: asked when a member signs in (or a stored
 * session is restored; a LOGIN_DAYS mission is reached by the sign-in itself), when the balance
 * rises (settled play may have reached a goal), throttled, and after a claim. Visitors and trial
 * players have none. A late answer for an earlier ask or another member is dropped; a failed ask
 * leaves the badge as it was (it only hints).
 */
export function createMissionBadge(deps: MissionBadgeDeps): MissionBadge {
  let latest = 0;
  let lastAsk = Number.NEGATIVE_INFINITY;

  const refresh = async () => {
    const member = deps.member();
    const ask = ++latest;
    lastAsk = deps.now();
    if (!member || member.trial) {
      deps.setCount(0);
      return;
    }
    try {
      const ready = await deps.fetchReady();
      if (ask === latest && deps.member()?.id === member.id) deps.setCount(ready);
    } catch {
      // Offline or the module switched off: the badge keeps what it showed.
    }
  };

  const adopt = (memberId: number, readyCount: number) => {
    const member = deps.member();
    if (!member || member.trial || member.id !== memberId) return;
    // A newer word than any ask still on its way: that ask's answer is dropped.
    latest += 1;
    deps.setCount(readyCount);
  };

  const start = () => {
    let memberId: number | null = null;
    let lastSum: number | null = null;
    const onSession = () => {
      const id = deps.member()?.id ?? null;
      if (id === memberId) return;
      memberId = id;
      lastSum = null;
      void refresh();
    };
    const onBalance = () => {
      const sum = deps.balance();
      const rose = sum !== null && lastSum !== null && sum > lastSum;
      lastSum = sum;
      if (rose && memberId !== null && deps.now() - lastAsk >= BALANCE_REFRESH_MS) void refresh();
    };
    onSession();
    const stopSession = deps.subscribeSession(onSession);
    const stopBalance = deps.subscribeBalance(onBalance);
    return () => {
      stopSession();
      stopBalance();
    };
  };

  return { refresh, adopt, start };
}
