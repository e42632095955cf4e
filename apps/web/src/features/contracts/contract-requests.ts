import type { ContractType, getConsolidatedFunds, MemberInfo, ValueOf } from '@tessera/contracts';

export type ContractInfo = ValueOf<typeof getConsolidatedFunds>;

/** What a contract request is: a new offer (1) or the upline asking to end one in force (2). */
export type RequestKind = 'offer' | 'termination';

export interface ContractRequest {
  type: ContractType;
  kind: RequestKind;
}

/** The consolidated info's request field of each contract type (spec §3). */
export const REQUEST_FIELD: Record<
  ContractType,
  'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'
> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
};

/** The contract requests waiting for the member's answer, by type (none: the popup stays shut). */
export function pendingRequests(info: Partial<ContractInfo> | null): ContractRequest[] {
  if (!info) return [];
  return (Object.keys(REQUEST_FIELD) as ContractType[]).flatMap((type): ContractRequest[] => {
    const value = info[REQUEST_FIELD[type]];
    if (value === 1) return [{ type, kind: 'offer' }];
    if (value === 2) return [{ type, kind: 'termination' }];
    return [];
  });
}

/**
 * Whether the consolidated contract info loads (spec §4 "On login"): for a member who is not on
 * trial, when the brand's agent policy flag is on, once the forced password change (if any) is
 * done and no login or password modal is open (the server refuses everything else until then).
 */
export function shouldLoadContractInfo(input: {
  member: Pick<MemberInfo, 'passwordChangeRequired'> | null;
  trial: boolean;
  agentPolicy: boolean;
  authModalOpen: boolean;
}): boolean {
  return (
    input.member !== null &&
    !input.trial &&
    input.agentPolicy &&
    !input.member.passwordChangeRequired &&
    !input.authModalOpen
  );
}
