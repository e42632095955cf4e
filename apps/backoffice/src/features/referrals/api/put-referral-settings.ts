import { type ReferralSettings, saveReferralSettings } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Saves the referral rules whole; answers them as stored. */
export const putReferralSettings = (body: ReferralSettings) => callApi(saveReferralSettings, { body });
