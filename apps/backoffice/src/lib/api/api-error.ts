/**
 * A refused or failed staff call. `code` is the server's dotted errorCode (`staff.forbidden`,
 * `adjustment.same.staff`, …) or one of ours for failures that never reached it; `message` is
 * already translated (the server words its own in the request's Language) and fit to show.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The envelope's `value` on refusal: the login's captcha flag, second-factor ticket or secret. */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes of failures on our side of the wire. */
export const CLIENT_ERROR_CODES = {
  network: 'client.network',
  badResponse: 'client.bad.response',
} as const;

/** Answers after which the stored staff token is worthless: the console signs out. */
export const SESSION_ENDED_CODES: readonly string[] = ['login.not.session', 'user.or.token.invalid'];

export const FORBIDDEN_CODE = 'staff.forbidden';

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
