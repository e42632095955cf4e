import { holdBillStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Holds an unpaid bill (not paid while held) or releases it (paid at the next run); audited with the reason. */
export const putBillHold = (id: string, held: boolean, reason: string) =>
  callApi(holdBillStaff, { params: { id }, body: { held, reason } });
