import { createStore } from '../../lib/store/create-store';

/**
 * Account-only areas outside the member centre that the chrome links to (the member-centre pages
 * live in features/member-centre); they open in a later release.
 */
export type AccountArea = 'agentCentre' | 'notices';

export const accountAreaStore = createStore<AccountArea | null>(null);
