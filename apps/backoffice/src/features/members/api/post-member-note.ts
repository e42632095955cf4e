import { postMemberNote as noteEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Notes are kept as written: there is no edit and no delete. */
export const postMemberNote = (memberId: number, body: string) =>
  callApi(noteEndpoint, { params: { memberId }, body: { body } });
