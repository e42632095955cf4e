import { createStore } from '../../lib/store/create-store';

/** Member-centre areas (spec §2.3) the chrome links to; most open in a later release. */
export type AccountArea =
  | 'memberCentre'
  | 'deposit'
  | 'withdraw'
  | 'accountRecord'
  | 'bettingRecord'
  | 'agentCentre'
  | 'notices';

export const accountAreaStore = createStore<AccountArea | null>(null);
