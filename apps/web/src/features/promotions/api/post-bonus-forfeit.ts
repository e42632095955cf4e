import { forfeitBonus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Gives up a wagering bonus: its money leaves the bonus wallet. */
export const postBonusForfeit = (bonusId: string) => callApi(forfeitBonus, { body: { bonusId } });
