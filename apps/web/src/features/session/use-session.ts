import type { MemberInfo } from '@tessera/contracts';
import { useStore } from '../../lib/store/create-store';
import { isAgent, isTrial } from './member-kind';
import { type SessionState, sessionStore } from './session-store';

export interface SessionView {
  state: SessionState;
  member: MemberInfo | null;
  isLoggedIn: boolean;
  isTrial: boolean;
  isAgent: boolean;
}

export function useSession(): SessionView {
  const state = useStore(sessionStore);
  const member = state.phase === 'member' ? state.member : null;
  return { state, member, isLoggedIn: member !== null, isTrial: isTrial(member), isAgent: isAgent(member) };
}
