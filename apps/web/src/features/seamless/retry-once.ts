import { CLIENT_ERROR_CODES, isApiError } from '../../lib/api/api-error';
import { newRequestId } from '../wallet/request-id';

/**
 * Sends a money call under a fresh requestId and, when the answer is lost on the way (a network
 * failure: the server may or may not have done it), sends it once more with the same id. The server
 * answers a repeated id with what it did the first time, so a lost answer never plays a round or
 * moves money twice, and the member sees the outcome that was really drawn.
 */
export async function sendRetryingOnce<T>(
  send: (requestId: string) => Promise<T>,
  nextId: () => string = newRequestId,
): Promise<T> {
  const requestId = nextId();
  try {
    return await send(requestId);
  } catch (error) {
    if (!isApiError(error, CLIENT_ERROR_CODES.network)) throw error;
    return send(requestId);
  }
}
