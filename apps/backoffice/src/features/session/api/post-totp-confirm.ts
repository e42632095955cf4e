import { staffTotpConfirm } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postTotpConfirm = (code: string) => callApi(staffTotpConfirm, { body: { code } });
