import { type BodyOf, putVendorStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const putVendor = (code: string, body: BodyOf<typeof putVendorStaff>) =>
  callApi(putVendorStaff, { params: { code }, body });
