import { getWithdrawal } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const fetchWithdrawal = (id: string) => callApi(getWithdrawal, { params: { id } });
