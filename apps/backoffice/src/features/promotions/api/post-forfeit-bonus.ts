import { forfeitStaffBonus } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Take back a wagering bonus (abuse), with the reason kept in the audit log. */
export const postForfeitBonus = (id: string, reason: string) =>
  callApi(forfeitStaffBonus, { params: { id }, body: { reason } });
