import { getReferralSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** The brand's referral rewards and abuse guards. */
export const fetchReferralSettings = (signal?: AbortSignal) => callApi(getReferralSettings, { signal });
