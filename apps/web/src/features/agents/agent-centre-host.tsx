import { useEffect, useState } from 'react';
import { depthOf } from '../../lib/history/modal-entries';
import { useSession } from '../session/use-session';
import { agentCentreUrl, agentPageInSearch, isAgentHomePath } from './agent-centre-address';
import { AgentCentreModal } from './agent-centre-modal';
import { agentCentreStore } from './agent-centre-store';

/**
 * Mounted once above every page: the agent-centre modal. A link or a reload naming a page
 * (`?ac=registerCenter`) opens it once the session is known to be an agent's; on /agentHome the
 * parameter chooses the whole page's section instead.
 */
export function AgentCentreHost() {
  const { isAgent, state } = useSession();
  const [addressed, setAddressed] = useState(() =>
    isAgentHomePath(window.location.pathname) ? null : agentPageInSearch(window.location.search),
  );
  useEffect(() => {
    if (!addressed || state.phase === 'restoring') return;
    setAddressed(null);
    if (depthOf(window.history.state) === 0) {
      window.history.replaceState(window.history.state, '', agentCentreUrl(window.location.href, null));
    }
    if (isAgent) agentCentreStore.set(addressed);
  }, [addressed, state.phase, isAgent]);
  return <AgentCentreModal />;
}
