import { resetMemberSecondFactor } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postMemberSecondFactorReset = (memberId: number, reason: string) =>
  callApi(resetMemberSecondFactor, { params: { memberId }, body: { reason } });
