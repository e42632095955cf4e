import type { MemberInfo } from '@tessera/contracts';

/** Member types that are agents (spec §3). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function isAgent(member: Pick<MemberInfo, 'type'> | null): boolean {
  return member !== null && AGENT_TYPES.includes(member.type);
}

export function isTrial(member: Pick<MemberInfo, 'type' | 'isTrial'> | null): boolean {
  return member !== null && (member.isTrial || member.type === TRIAL_TYPE);
}
