import { AppError } from './app-error.js';
import type { RequestContext } from './context.js';
import { failure } from './envelope.js';

/**
 * A bulk action: `act` runs for each id in turn, each on its own (its own transaction and audit),
 * and a refusal of one (an AppError: already decided, not found) is told in the answer, in the
 * request's language, without stopping the rest. Anything else is a fault and fails the call.
 */
export async function eachOutcome(
  ctx: RequestContext,
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
) {
  const results = [];
  for (const id of ids) {
    try {
      await act(id);
      results.push({ id, ok: true, errorCode: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const refusal = failure(error.code, ctx.language, error.params).body;
      results.push({ id, ok: false, errorCode: refusal.errorCode, message: refusal.message });
    }
  }
  return { results };
}
