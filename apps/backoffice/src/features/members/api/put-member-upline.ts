import { putMemberUpline as uplineEndpoint } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Moves the member with their whole team under `parentId` (an agent), or to the top (null). */
export const putMemberUpline = (memberId: number, parentId: number | null, reason: string) =>
  callApi(uplineEndpoint, { params: { memberId }, body: { parentId, reason } });
