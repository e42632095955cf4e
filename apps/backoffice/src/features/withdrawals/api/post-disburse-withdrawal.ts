import { disburseWithdrawal } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postDisburseWithdrawal = (id: string) => callApi(disburseWithdrawal, { params: { id } });
