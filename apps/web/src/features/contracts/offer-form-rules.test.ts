import { describe, expect, it } from 'vitest';
import {
  emptyOffer,
  emptyTier,
  offerBody,
  offerValues,
  terminatedContracts,
  tierFieldName,
  validateOffer,
} from './offer-form-rules';

describe('the offer form', () => {
  it('asks for a rate in every tier and accepts 0 to 50 % with two decimals', () => {
    const draft = emptyOffer();
    expect(validateOffer(draft, 2)).toEqual({ [tierFieldName(0, 'rate')]: { key: 'ct_err_required' } });
    for (const rate of ['0', '1.25', '50']) {
      expect(validateOffer({ ...draft, tiers: [{ ...emptyTier(), rate }] }, 2)).toEqual({});
    }
    for (const rate of ['50.5', '1.255', 'x', '-1']) {
      expect(validateOffer({ ...draft, tiers: [{ ...emptyTier(), rate }] }, 2)).toEqual({
        [tierFieldName(0, 'rate')]: { key: 'ct_err_rate' },
      });
    }
  });

  it('checks minimums and amounts as numbers with the currency decimals', () => {
    const tier = {
      ...emptyTier(),
      rate: '1',
      minValidBet: '1,000.555',
      minActiveMembers: '2.5',
      fixed: '-3',
    };
    expect(Object.keys(validateOffer({ ...emptyOffer(), tiers: [tier] }, 2)).sort()).toEqual(
      ['tier0_fixed', 'tier0_minActiveMembers', 'tier0_minValidBet'].sort(),
    );
  });

  it('shows net loss and no fixed amount for a dividend', () => {
    const values = offerValues({ ...emptyOffer('DIVIDEND'), tiers: [emptyTier(), emptyTier()] });
    expect(Object.keys(values)).toContain('tier1_minNetLoss');
    expect(Object.keys(values)).not.toContain('tier0_fixed');
  });

  it('sends numbers: basis points, the period only for a dividend', () => {
    const tier = { minValidBet: '5,000', minActiveMembers: '3', minNetLoss: '99', rate: '0.75', fixed: '20' };
    expect(offerBody({ ...emptyOffer('REALTIME_SALARY'), tiers: [tier] }, 'sub01', 2)).toEqual({
      account: 'sub01',
      type: 'REALTIME_SALARY',
      tiers: [{ minValidBet: 5000, minActiveMembers: 3, minNetLoss: 0, rateBp: 75, fixed: 20 }],
      acknowledgeTerminations: false,
    });
    const dividend = offerBody(
      { ...emptyOffer('DIVIDEND'), period: 'WEEKLY', tiers: [tier] },
      'sub01',
      2,
      true,
    );
    expect(dividend.period).toBe('WEEKLY');
    expect(dividend.tiers[0]).toEqual({
      minValidBet: 5000,
      minActiveMembers: 3,
      minNetLoss: 99,
      rateBp: 75,
      fixed: 0,
    });
    expect(dividend.acknowledgeTerminations).toBe(true);
  });

  it('reads the contracts a contract.terminates.lower refusal lists', () => {
    const contract = { contractId: '7', type: 'DIVIDEND', state: 'V', account: 'a1', rateBp: 250 };
    expect(terminatedContracts({ accounts: ['a1'], contracts: [contract] })).toEqual([contract]);
    expect(terminatedContracts({ accounts: ['a1'], contracts: [{ ...contract, type: 'OTHER' }] })).toEqual(
      [],
    );
    expect(terminatedContracts(['x'])).toEqual([]);
    expect(terminatedContracts(null)).toEqual([]);
  });
});
