import { bindBankCard, getBankCards, putProfile } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, expectRefusal, type TestApp } from '../../../test/test-app.js';
import {
  PAY_PW,
  person,
  REAL_NAME,
  setWithdrawSettings,
  trialToken,
} from '../transfers/transfer-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'Sonali Bank',
  cardNumber: '4000123412341234',
  holderName: REAL_NAME,
  branch: 'Motijheel',
  paymentPassword: PAY_PW,
  ...overrides,
});
const cardCount = async (memberId: number) =>
  (await t.db.selectFrom('bank_cards').select('id').where('member_id', '=', memberId).execute()).length;

describe('bank cards', () => {
  it('lists none, binds one (audited), then lists it masked', async () => {
    const who = await person(t);
    expect((await t.call(getBankCards, { token: who.token })).body.value).toEqual({ list: [], max: 5 });
    const bound = await t.call(bindBankCard, { token: who.token, body: card() });
    expect(bound.body.value).toMatchObject({
      bankName: 'Sonali Bank',
      holderName: REAL_NAME,
      cardNumber: '************1234',
      branch: 'Motijheel',
    });
    const listed = (await t.call(getBankCards, { token: who.token })).body.value!;
    expect(listed.list).toEqual([bound.body.value]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['details', 'target'])
      .where('actor_id', '=', who.id)
      .where('action', '=', 'member.card.bind')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`card:${bound.body.value!.id}`);
    expect(JSON.stringify(audit.details)).not.toContain('4000123412341234');
    // The full number stays on the server for the withdrawal engineer's payouts.
    const found = await t.services.bankCards.find(who.id, bound.body.value!.id);
    expect(found.cardNumber).toBe('4000123412341234');
  });

  it('the holder must be the real name: trimmed, spaces collapsed, any case', async () => {
    const who = await person(t);
    expectRefusal(
      await t.call(bindBankCard, { token: who.token, body: card({ holderName: 'Someone Else' }) }),
      'card.holder.mismatch',
    );
    expectRefusal(
      await t.call(bindBankCard, { token: who.token, body: card({ holderName: 'Karim' }) }),
      'card.holder.mismatch',
    );
    const ok = await t.call(bindBankCard, {
      token: who.token,
      body: card({ holderName: '  karim   HASAN ' }),
    });
    expect(ok.body.value!.holderName).toBe('karim HASAN');
  });

  it('needs a real name first', async () => {
    const who = await person(t);
    await t.db.updateTable('members').set({ payee_name: null }).where('id', '=', who.id).execute();
    expectRefusal(await t.call(bindBankCard, { token: who.token, body: card() }), 'real.name.required');
    await t.call(putProfile, { token: who.token, body: { payeeName: REAL_NAME } });
    expect((await t.call(bindBankCard, { token: who.token, body: card() })).body.success).toBe(true);
  });

  it('needs the right payment password, and one to be set', async () => {
    const who = await person(t);
    expectRefusal(
      await t.call(bindBankCard, { token: who.token, body: card({ paymentPassword: '000000' }) }),
      'invalid.payment.pw',
    );
    expectRefusal(
      await t.call(bindBankCard, { token: who.token, body: card({ paymentPassword: '' }) }),
      'invalid.payment.pw',
    );
    const none = await person(t, { paymentPassword: null });
    expectRefusal(
      await t.call(bindBankCard, { token: none.token, body: card() }),
      'not.exists.payment.password',
    );
    expect(await cardCount(who.id)).toBe(0);
    expect(await cardCount(none.id)).toBe(0);
  });

  it('refuses the same number twice and more than the brand allows', async () => {
    const who = await person(t);
    expect((await t.call(bindBankCard, { token: who.token, body: card() })).body.success).toBe(true);
    expectRefusal(await t.call(bindBankCard, { token: who.token, body: card() }), 'card.exists');
    await setWithdrawSettings(t, { maxCards: 2 });
    try {
      expect(
        (await t.call(bindBankCard, { token: who.token, body: card({ cardNumber: '40001234123400' }) })).body
          .success,
      ).toBe(true);
      const limit = expectRefusal(
        await t.call(bindBankCard, { token: who.token, body: card({ cardNumber: '40001234123499' }) }),
        'card.limit',
      );
      expect(limit.message).toContain('2');
      expect(await cardCount(who.id)).toBe(2);
    } finally {
      await setWithdrawSettings(t, { maxCards: 5 });
    }
  });

  it('concurrent binds never pass the card limit', async () => {
    const who = await person(t);
    await setWithdrawSettings(t, { maxCards: 3 });
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.call(bindBankCard, {
            token: who.token,
            body: card({ cardNumber: `5000${String(i).padStart(8, '0')}` }),
          }),
        ),
      );
      expect(results.filter((r) => r.body.success)).toHaveLength(3);
      expect(await cardCount(who.id)).toBe(3);
    } finally {
      await setWithdrawSettings(t, { maxCards: 5 });
    }
  });

  it('refuses bad card numbers and fields', async () => {
    const who = await person(t);
    for (const cardNumber of [
      '1234567',
      '4000 1234 1234 1234',
      '40001234abcd',
      '',
      '1'.repeat(31),
      '-4000123412341234',
    ]) {
      expectRefusal(
        await t.call(bindBankCard, { token: who.token, body: card({ cardNumber }) }),
        'validation.failed',
      );
    }
    for (const bankName of ['', ' ', 'x'.repeat(101)]) {
      expectRefusal(
        await t.call(bindBankCard, { token: who.token, body: card({ bankName }) }),
        'validation.failed',
      );
    }
    expectRefusal(
      await t.call(bindBankCard, { token: who.token, body: card({ cardNumber: 4000123412341234 }) }),
      'validation.failed',
    );
    expect(await cardCount(who.id)).toBe(0);
  });

  it("never finds another member's card, nor an unknown id", async () => {
    const owner = await person(t);
    const other = await person(t);
    const bound = await t.call(bindBankCard, { token: owner.token, body: card() });
    const id = bound.body.value!.id;
    await expect(t.services.bankCards.find(other.id, id)).rejects.toMatchObject({ code: 'card.not.found' });
    await expect(t.services.bankCards.find(owner.id, id + 100_000)).rejects.toMatchObject({
      code: 'card.not.found',
    });
    expect((await t.call(getBankCards, { token: other.token })).body.value!.list).toEqual([]);
  });

  it('refuses trial members, callers without a session and unsealed bodies', async () => {
    const token = await trialToken(t);
    expectRefusal(await t.call(getBankCards, { token }), 'trial.not.allowed', 403);
    expectRefusal(await t.call(bindBankCard, { token, body: card() }), 'trial.not.allowed', 403);
    expectRefusal(await t.call(getBankCards), 'login.not.session', 401);
    const who = await registerMember(t);
    expectRefusal(
      await t.call(bindBankCard, { token: who.token, body: card(), seal: false }),
      'encryption.required',
    );
  });
});
