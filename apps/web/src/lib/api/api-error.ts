/**
 * A refused or failed call. `code` is the server's dotted errorCode, or one of ours for failures
 * that never reached the server; `message` is already translated and fit to show.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The envelope's `value` on refusal (e.g. the login captcha flag or second-factor ticket). */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes of failures that happen on our side of the wire. */
export const CLIENT_ERROR_CODES = {
  network: 'client.network',
  badResponse: 'client.bad.response',
} as const;

/** Session codes after which the stored token is worthless (spec §4, domain.md §1). */
export const SESSION_ENDED_CODES: readonly string[] = ['login.not.session', 'user.or.token.invalid'];

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
