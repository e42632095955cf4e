import { approveDeposit } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postApproveDeposit = (id: string) => callApi(approveDeposit, { params: { id } });
