import {
  catalogueFor,
  type Envelope,
  ERROR_CODES,
  type ErrorCode,
  type ErrorEnvelope,
  formatMessage,
} from '@tessera/contracts';

export function ok<V>(value: V): Envelope<V> {
  return { success: true, value, message: null, errorCode: null };
}

export function failure(
  code: ErrorCode,
  language: string | undefined,
  params: Record<string, string | number> = {},
  value: unknown = null,
): { status: number; body: ErrorEnvelope } {
  const entry = ERROR_CODES[code];
  return {
    status: entry.status,
    body: {
      success: false,
      value,
      errorCode: code,
      message: formatMessage(entry[catalogueFor(language)], params),
    },
  };
}
