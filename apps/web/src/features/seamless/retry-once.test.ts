import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api/api-error';
import { sendRetryingOnce } from './retry-once';

const networkError = () => new ApiError(CLIENT_ERROR_CODES.network, 'offline', 0);

/** A send that fails with the given errors in turn, then answers its request id. */
function flakySend(failures: unknown[]) {
  const ids: string[] = [];
  const send = async (requestId: string) => {
    ids.push(requestId);
    const failure = failures.shift();
    if (failure) throw failure;
    return `answer:${requestId}`;
  };
  return { ids, send };
}

let counter = 0;
const nextId = () => `id-${++counter}`;

describe('sendRetryingOnce', () => {
  it('sends once when the answer arrives', async () => {
    const { ids, send } = flakySend([]);
    await expect(sendRetryingOnce(send, nextId)).resolves.toMatch(/^answer:id-/u);
    expect(ids).toHaveLength(1);
  });

  it('resends a lost answer once under the same request id', async () => {
    const { ids, send } = flakySend([networkError()]);
    const answer = await sendRetryingOnce(send, nextId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(answer).toBe(`answer:${ids[0]}`);
  });

  it('gives up after the one retry', async () => {
    const { ids, send } = flakySend([networkError(), networkError()]);
    await expect(sendRetryingOnce(send, nextId)).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.network });
    expect(ids).toHaveLength(2);
  });

  it('never resends a refusal: the server answered', async () => {
    const refusal = new ApiError('balance.insufficient', 'Not enough money', 400);
    const { ids, send } = flakySend([refusal]);
    await expect(sendRetryingOnce(send, nextId)).rejects.toBe(refusal);
    expect(ids).toHaveLength(1);
  });

  it('draws a fresh id for every new call', async () => {
    const { ids, send } = flakySend([]);
    await sendRetryingOnce(send, nextId);
    await sendRetryingOnce(send, nextId);
    expect(new Set(ids).size).toBe(2);
  });
});
