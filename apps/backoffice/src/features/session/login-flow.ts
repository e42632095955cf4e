import { ZStaffLoginRefusal } from '@tessera/contracts';
import { ApiError } from '../../lib/api/api-error';

/** Where a refused sign-in goes next, read from the server's answer (staff-login.service.ts). */
export type LoginStep =
  | { kind: 'password'; captcha: boolean; message: string | null }
  | { kind: 'totp'; ticket: string; message: string }
  | { kind: 'enrol'; ticket: string; secret: string; otpauthUrl: string; message: string };

/**
 * `staff.totp.required` carries a ticket for the code step; `staff.totp.setup.required` a ticket and
 * a new secret to enrol first; `captcha.required` / `captcha.invalid` / a failure with
 * `{captcha: true}` ask for a captcha from then on; anything else stays on the password step
 * with the server's message.
 */
export function stepAfterRefusal(error: unknown, captchaBefore: boolean): LoginStep {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'password',
      captcha: captchaBefore,
      message: error instanceof Error ? error.message : null,
    };
  }
  const parsed = ZStaffLoginRefusal.safeParse(error.value ?? {});
  const value = parsed.success ? parsed.data : {};
  if (error.code === 'staff.totp.required' && value.ticket) {
    return { kind: 'totp', ticket: value.ticket, message: error.message };
  }
  if (error.code === 'staff.totp.setup.required' && value.ticket && value.secret && value.otpauthUrl) {
    return {
      kind: 'enrol',
      ticket: value.ticket,
      secret: value.secret,
      otpauthUrl: value.otpauthUrl,
      message: error.message,
    };
  }
  const captcha = captchaBefore || value.captcha === true || error.code.startsWith('captcha.');
  return { kind: 'password', captcha, message: error.message };
}

/** A secret in groups of four, easier to type into an authenticator by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/gu, '').replace(/(.{4})(?=.)/gu, '$1 ');
}
