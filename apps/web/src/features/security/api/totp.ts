import { type BodyOf, disableTotp, enableTotp, setupTotp } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

/** A new authenticator secret, after the password or a current code (the bound app stays until confirmed). */
export const postTotpSetup = (body: BodyOf<typeof setupTotp>) => callApi(setupTotp, { body });

/** Confirm the new secret with a code from it: it becomes the member's second factor. */
export const postTotpEnable = (body: BodyOf<typeof enableTotp>) => callApi(enableTotp, { body });

/** Unbind the authenticator app, after the password or a current code. */
export const postTotpDisable = (body: BodyOf<typeof disableTotp>) => callApi(disableTotp, { body });
