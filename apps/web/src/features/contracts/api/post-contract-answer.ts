import { CONTRACT_PROCESS_CALLS, type ContractType } from '@tessera/contracts';
import { callApi } from '../../../lib/api/call-api';

export type ContractAction = 'A' | 'R' | 'C';
/**
 * The holder's answer to a contract, through its type's process call (MCS2_processDividendReq, …):
 * A accepts an offer or the upline's termination request, R rejects it, C asks to end one in force.
 */
export const postContractAnswer = (type: ContractType, id: string, action: ContractAction) =>
  callApi(CONTRACT_PROCESS_CALLS[type], { body: { id, action } });
