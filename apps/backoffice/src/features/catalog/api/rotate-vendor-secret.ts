import { rotateVendorSecretStaff } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export const rotateVendorSecret = (code: string, graceHours: number) =>
  callApi(rotateVendorSecretStaff, { params: { code }, body: { graceHours } });
