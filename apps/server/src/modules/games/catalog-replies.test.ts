import { getGameList } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let checked: TestApp;

beforeAll(async () => {
  // As in production: answers are serialised without the contract check, so kept replies are sent.
  t = await createTestApp({ validateResponses: false });
  checked = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await checked.close();
});

describe('kept catalog replies', () => {
  it('answer a repeated page with the same envelope the checked serialiser gives', async () => {
    const query = { gameType: 'RNG', gameName: 'dra', pageSize: '30' } as const;
    const first = await t.call(getGameList, { query });
    const again = await t.call(getGameList, { query });
    const reference = await checked.call(getGameList, { query });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual(reference.body);
    expect(first.body.value!.list.length).toBeGreaterThan(0);
    // The kept bytes are per language: a BN page is its own answer (the in-house games have
    // Bengali names; a vendor's game keeps its own).
    const inHouse = { gameType: 'INHOUSE' } as const;
    const en = await t.call(getGameList, { query: inHouse });
    const bn = await t.call(getGameList, { query: inHouse, headers: { language: 'BN' } });
    expect(bn.body.value!.list[0]!.gameName).not.toBe(en.body.value!.list[0]!.gameName);
  });
});
