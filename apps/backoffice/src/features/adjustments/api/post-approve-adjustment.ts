import { approveAdjustment } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const postApproveAdjustment = (id: string) => callApi(approveAdjustment, { params: { id } });
