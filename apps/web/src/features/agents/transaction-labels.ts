import type { TEAM_TRANSACTION_KINDS } from '@tessera/contracts';

type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];

/** A kind's name: the tab's (plural) or a row's (singular). */
export function transactionKindKey(kind: Kind, plural: boolean): string {
  return `agent_tx_${kind.toLowerCase()}${plural ? 's' : ''}`;
}

/**
 * A row's state in the words the member's own pages use for it: a deposit's (dep_state_*), a
 * withdrawal's (wd_state_*); a transfer is done when listed.
 */
export function transactionStatusKey(kind: Kind, status: string): string {
  if (kind === 'DEPOSIT') return `dep_state_${status.toLowerCase()}`;
  if (kind === 'WITHDRAWAL') return `wd_state_${status.toLowerCase()}`;
  return 'agent_tx_done';
}

/**
 * Which way the money went for the team member: a deposit in, a withdrawal out, a transfer as the
 * server signs it (− sent, + received).
 */
export function transactionSign(kind: Kind, amount: number): 1 | -1 | 0 {
  if (kind === 'DEPOSIT') return 1;
  if (kind === 'WITHDRAWAL') return -1;
  return amount > 0 ? 1 : amount < 0 ? -1 : 0;
}
