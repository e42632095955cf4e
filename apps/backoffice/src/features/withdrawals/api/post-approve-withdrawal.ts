import { approveWithdrawal } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postApproveWithdrawal = (id: string) => callApi(approveWithdrawal, { params: { id } });
