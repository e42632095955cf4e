import { staffLoginTotp } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postLoginTotp = (ticket: string, code: string) =>
  callApi(staffLoginTotp, { body: { ticket, code } });
