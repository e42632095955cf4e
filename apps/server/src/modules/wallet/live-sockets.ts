import type { WebSocket } from 'ws';
import type { MemberSessions, SessionChange } from '../accounts/sessions.js';

/** The close code and reason a socket gets when its session is over (the site stops retrying). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'login.not.session' } as const;

export interface HeldSocket {
  socket: WebSocket;
  merchantId: number;
  memberId: number;
  tokenHash: string;
}

/**
 * The balance sockets this node holds, each with the session it was opened with. A socket lives
 * no longer than its session: news of a session change (from any node, over the balance bus) and a
 * periodic sweep (idle and absolute time-outs pass without any news) close the ones whose session
 * is over.
 */
export class LiveSockets {
  private readonly byMember = new Map<number, Set<HeldSocket>>();
  private readonly added: Array<(held: HeldSocket) => void> = [];

  constructor(private readonly sessions: MemberSessions) {}

  /** Told of each socket as it is held (to send it its first frames). */
  onAdd(listener: (held: HeldSocket) => void): void {
    this.added.push(listener);
  }

  /** Hold a socket until it closes. */
  add(held: HeldSocket): void {
    for (const listener of this.added) listener(held);
    const open = this.byMember.get(held.memberId) ?? new Set<HeldSocket>();
    open.add(held);
    this.byMember.set(held.memberId, open);
    held.socket.on('close', () => {
      open.delete(held);
      if (open.size === 0 && this.byMember.get(held.memberId) === open) this.byMember.delete(held.memberId);
    });
  }

  /** The member's open sockets on this brand. */
  of(merchantId: number, memberId: number): WebSocket[] {
    const open = this.byMember.get(memberId);
    if (!open) return [];
    return [...open].filter((held) => held.merchantId === merchantId).map((held) => held.socket);
  }

  /** The members with a socket open on this brand. */
  members(merchantId: number): number[] {
    return [...this.byMember.entries()]
      .filter(([, open]) => [...open].some((held) => held.merchantId === merchantId))
      .map(([memberId]) => memberId);
  }

  /** A session change heard on the bus: the sockets it names check their session again. */
  async sessionChanged(change: SessionChange): Promise<number> {
    this.sessions.forgetLocally(change);
    const named: HeldSocket[] = [];
    const candidates =
      change.memberId !== null
        ? (this.byMember.get(change.memberId) ?? [])
        : [...this.byMember.values()].flatMap((open) => [...open]);
    for (const held of candidates) {
      if (change.tokenHash === null || held.tokenHash === change.tokenHash) named.push(held);
    }
    return this.closeEnded(named);
  }

  /** Every socket checks its session (the sweep job): how many were closed. */
  sweep(): Promise<number> {
    return this.closeEnded([...this.byMember.values()].flatMap((open) => [...open]));
  }

  private async closeEnded(held: HeldSocket[]): Promise<number> {
    if (held.length === 0) return 0;
    const live = await this.sessions.liveTokenHashes([...new Set(held.map((entry) => entry.tokenHash))]);
    let closed = 0;
    for (const entry of held) {
      if (live.has(entry.tokenHash)) continue;
      entry.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      closed += 1;
    }
    return closed;
  }
}
