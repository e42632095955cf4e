import { getReferralInfo, type ValueOf } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type ReferralInfo = ValueOf<typeof getReferralInfo>;

/** The member's code and link, the brand's referral rewards, and what inviting has earned so far. */
export const fetchReferralInfo = (signal?: AbortSignal) => callApi(getReferralInfo, { signal });
