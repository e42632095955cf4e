import type { Contract } from '@tessera/contracts';
import type { ContractAction } from './api/post-contract-answer';

export type ActionName = 'accept' | 'reject' | 'agreeEnd' | 'keep' | 'askEnd';

export interface ContractActionPlan {
  name: ActionName;
  /** The holder's process call's action, or `terminate` for the upline's termination request. */
  call: { kind: 'answer'; action: ContractAction } | { kind: 'terminate' };
  /** A question asked first (it cannot be undone), as a catalogue key; none for accept and keep. */
  confirm: string | null;
  primary: boolean;
}

const plan = (
  name: ActionName,
  call: ContractActionPlan['call'],
  confirm: string | null,
  primary: boolean,
): ContractActionPlan => ({ name, call, confirm, primary });

/**
 * What the reader may do with a contract (spec §4): the holder accepts or rejects an offer,
 * agrees to the upline's request to end one or keeps it, or asks to end one in force; the upline
 * asks to end one in force they offered, or agrees when the holder asked. Nothing while a
 * termination waits for the other side.
 */
export function contractActions(contract: Contract, side: 'received' | 'offered'): ContractActionPlan[] {
  if (side === 'offered') {
    if (contract.state !== 'V' || contract.terminationRequestedBy === 'UPLINE') return [];
    // The upline's termination call asks to end it, or agrees when the holder asked first.
    return contract.terminationRequestedBy === 'DOWNLINE'
      ? [plan('agreeEnd', { kind: 'terminate' }, 'ct_confirm_agree_end', false)]
      : [plan('askEnd', { kind: 'terminate' }, 'ct_confirm_ask_end', false)];
  }
  if (contract.state === 'P') {
    return [
      plan('accept', { kind: 'answer', action: 'A' }, null, true),
      plan('reject', { kind: 'answer', action: 'R' }, 'ct_confirm_reject', false),
    ];
  }
  if (contract.state !== 'V') return [];
  if (contract.terminationRequestedBy === 'UPLINE') {
    return [
      plan('agreeEnd', { kind: 'answer', action: 'A' }, 'ct_confirm_agree_end', false),
      plan('keep', { kind: 'answer', action: 'R' }, null, true),
    ];
  }
  if (contract.terminationRequestedBy === 'DOWNLINE') return [];
  return [plan('askEnd', { kind: 'answer', action: 'C' }, 'ct_confirm_ask_end', false)];
}
