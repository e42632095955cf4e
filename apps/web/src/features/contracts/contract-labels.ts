import type { Bill, Contract, ContractType } from '@tessera/contracts';

/** Catalogue keys of a contract's type, state, period and a bill's state. */
export const typeKey = (type: ContractType) => `ct_type_${type}`;
export const stateKey = (state: Contract['state']) => `ct_state_${state}`;
export const billStateKey = (state: Bill['state']) => `ct_bill_${state}`;

/** How often the contract is settled: a dividend by its period, a salary by its type. */
export function cadenceKey(contract: Pick<Contract, 'type' | 'period'>): string {
  if (contract.type === 'DIVIDEND') return `ct_cadence_${contract.period ?? 'MONTHLY'}`;
  return `ct_cadence_${contract.type}`;
}

/** The tone of a state tag: in force, waiting, or over. */
export function stateTone(state: Contract['state']): 'on' | 'wait' | 'off' {
  if (state === 'V') return 'on';
  if (state === 'P') return 'wait';
  return 'off';
}

/** The tone of a bill's state: paid, waiting for money, or neither. */
export function billTone(state: Bill['state']): 'on' | 'wait' | 'off' {
  if (state === 'PAID') return 'on';
  if (state === 'INSUFFICIENT_BALANCE' || state === 'HELD') return 'wait';
  return 'off';
}
