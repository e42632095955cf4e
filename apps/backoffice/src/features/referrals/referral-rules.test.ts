import type { ReferralSettings } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { earnSteps, referralBody, referralDraftOf } from './referral-rules';

const settings: ReferralSettings = {
  enabled: true,
  registerReward: 10,
  firstDepositReward: 50.5,
  firstDepositMin: 500,
  validBetReward: 1000,
  validBetThreshold: 20000,
  holdSameIp: true,
  holdSameDevice: false,
};

describe('the referral rules form', () => {
  it('reads the rules back into the same body', () => {
    const draft = referralDraftOf(settings, 2);
    expect(draft).toMatchObject({
      registerReward: '10',
      firstDepositReward: '50.5',
      validBetReward: '1,000',
      validBetThreshold: '20,000',
    });
    const { body, problems } = referralBody(draft, 2);
    expect(problems).toEqual({});
    expect(body).toEqual(settings);
  });

  it('takes 0 as a step that pays nothing, and an empty box or a bad amount as a problem', () => {
    const draft = referralDraftOf(settings, 2);
    expect(referralBody({ ...draft, registerReward: '0', firstDepositMin: '0.00' }, 2)).toMatchObject({
      body: { registerReward: 0, firstDepositMin: 0 },
      problems: {},
    });
    const { problems } = referralBody(
      {
        ...draft,
        registerReward: '',
        firstDepositReward: '1.234',
        firstDepositMin: '-5',
        validBetReward: 'ten',
      },
      2,
    );
    expect(problems).toEqual({
      registerReward: 'amount',
      firstDepositReward: 'amount',
      firstDepositMin: 'amount',
      validBetReward: 'amount',
    });
    expect(referralBody({ ...draft, validBetThreshold: '1,000,000,001' }, 2).problems).toEqual({
      validBetThreshold: 'amount',
    });
    // A whole currency takes no decimals.
    expect(referralBody({ ...draft, firstDepositReward: '50.5' }, 0).problems).toEqual({
      firstDepositReward: 'amount',
    });
  });

  it('asks a valid-bet reward for a threshold above 0, and lets a step without reward have none', () => {
    const draft = referralDraftOf(settings, 2);
    expect(referralBody({ ...draft, validBetThreshold: '0' }, 2).problems).toEqual({
      validBetThreshold: 'threshold',
    });
    expect(referralBody({ ...draft, validBetReward: '0', validBetThreshold: '0' }, 2).problems).toEqual({});
  });
});

describe('what a referrer earns per friend', () => {
  it('lists the paying steps in the order a friend reaches them and adds them up exactly', () => {
    expect(
      earnSteps({ ...settings, registerReward: 0.1, firstDepositReward: 0.2, validBetReward: 0 }, 2),
    ).toEqual({
      steps: [
        { stage: 'REGISTER', amount: 0.1, condition: 0 },
        { stage: 'FIRST_DEPOSIT', amount: 0.2, condition: 500 },
      ],
      total: 0.3,
    });
    expect(earnSteps(settings, 2).total).toBe(1060.5);
    expect(
      earnSteps({ ...settings, registerReward: 0, firstDepositReward: 0, validBetReward: 0 }, 2),
    ).toEqual({ steps: [], total: 0 });
  });
});
