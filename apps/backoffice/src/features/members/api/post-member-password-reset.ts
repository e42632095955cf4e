import { sendMemberPasswordReset } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Mails the member a single-use reset link; answers the (masked) address it went to. */
export const postMemberPasswordReset = (memberId: number) =>
  callApi(sendMemberPasswordReset, { params: { memberId } });
