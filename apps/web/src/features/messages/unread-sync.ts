/** What the unread badge reads and writes, given from outside so the rules can be tested alone. */
export interface UnreadDeps {
  /** The signed-in member (null for a visitor); a trial player has no messages. */
  member(): { id: number; trial: boolean } | null;
  subscribeSession(listener: () => void): () => void;
  /** CSP_unreadCount. */
  fetchCount(): Promise<number>;
  setCount(count: number): void;
}

export interface UnreadBadge {
  /** Asks the server again (the inbox opening). */
  refresh(): Promise<void>;
  /**
   * A count that arrived by itself: the socket's `unread` frame, or the answer of a read or delete
   * call. It is newer than any ask still on its way, whose answer is then dropped.
   */
  adopt(count: number): void;
  /** Starts following sign-in; answers the stop. */
  start(): () => void;
}

/**
 * The red message badge (spec §2.3, decision 0047): the member's unread platform messages, on the
 * member centre's messageV2 item and the header's member button. Asked when a member signs in (or a
 * stored session is restored); afterwards the socket pushes every change, and the inbox's own calls
 * answer the count they leave. Visitors and trial players have none. A late answer for an earlier
 * ask or another member is dropped; a failed ask leaves the badge as it was (it only hints).
 */
export function createUnreadBadge(deps: UnreadDeps): UnreadBadge {
  let latest = 0;

  const refresh = async () => {
    const member = deps.member();
    const ask = ++latest;
    if (!member || member.trial) {
      deps.setCount(0);
      return;
    }
    try {
      const count = await deps.fetchCount();
      if (ask === latest && deps.member()?.id === member.id) deps.setCount(count);
    } catch {
      // Offline or the module switched off: the badge keeps what it showed.
    }
  };

  const adopt = (count: number) => {
    const member = deps.member();
    if (!member || member.trial) return;
    latest += 1;
    deps.setCount(Math.max(0, count));
  };

  const start = () => {
    let memberId: number | null = null;
    const onSession = () => {
      const id = deps.member()?.id ?? null;
      if (id === memberId) return;
      memberId = id;
      void refresh();
    };
    onSession();
    return deps.subscribeSession(onSession);
  };

  return { refresh, adopt, start };
}
