import { listMemberNotes } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchMemberNotes = (memberId: number, signal?: AbortSignal) =>
  callApi(listMemberNotes, { params: { memberId }, signal });
