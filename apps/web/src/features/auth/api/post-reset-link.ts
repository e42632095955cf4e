import { type BodyOf, checkPasswordResetLink, resetPasswordByEmail } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** Is the mailed reset link still good (not spent, not expired)? */
export const postCheckResetLink = (body: BodyOf<typeof checkPasswordResetLink>) =>
  callApi(checkPasswordResetLink, { body });

/** Set the new password with the mailed link (spends it). */
export const postResetByEmail = (body: BodyOf<typeof resetPasswordByEmail>) =>
  callApi(resetPasswordByEmail, { body });
