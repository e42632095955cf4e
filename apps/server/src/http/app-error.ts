import type { ErrorCode } from '@tessera/contracts';

/** A refusal the caller should see: turned into the envelope by the one error handler. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Extra data the client needs with the refusal, such as `{ captcha: true }`. */
    readonly value: unknown = null,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
