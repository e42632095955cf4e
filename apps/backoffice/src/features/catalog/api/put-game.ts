import { type BodyOf, putGameStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putGame = (id: number, body: BodyOf<typeof putGameStaff>) =>
  callApi(putGameStaff, { params: { id }, body });
