import { useMemberOnly } from '../account/use-member-only';
import { type AgentCentrePage, agentCentreStore, FIRST_AGENT_PAGE } from './agent-centre-store';

/** Opens the agent-centre modal (on its first page unless told); visitors go to login. */
export function useOpenAgentCentre(): (page?: AgentCentrePage) => void {
  const memberOnly = useMemberOnly();
  return (page = FIRST_AGENT_PAGE) => memberOnly(() => agentCentreStore.set(page));
}
