import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { useStore } from '../../lib/store/create-store';
import { CentreLayout } from '../member-centre/centre-layout';
import { useSession } from '../session/use-session';
import { agentCentreUrl } from './agent-centre-address';
import { useAgentCentreMenu } from './agent-centre-menu';
import { AgentCentrePageView, forgetFailedAgentPages } from './agent-centre-pages';
import { type AgentCentrePage, agentCentreStore } from './agent-centre-store';

/**
 * The agent centre (spec §2.2, §2.4) over any page, built like the member centre. Agents only: it
 * closes by itself when the session ends or is not an agent's.
 */
export function AgentCentreModal() {
  const page = useStore(agentCentreStore);
  const { isAgent, isTrial, state } = useSession();
  const allowed = isAgent && !isTrial;
  const restoring = state.phase === 'restoring';

  useEffect(() => {
    if (page && !allowed && !restoring) agentCentreStore.set(null);
  }, [page, allowed, restoring]);

  if (!page || !allowed) return null;
  return <AgentCentre page={page} />;
}

function AgentCentre({ page }: { page: AgentCentrePage }) {
  const { t } = useTranslation();
  const menu = useAgentCentreMenu();
  return (
    <Modal
      title={t('side_agent_centre')}
      onClose={() => agentCentreStore.set(null)}
      className="agent-centre centre-modal"
      historyUrl={agentCentreUrl(window.location.href, page)}
    >
      <CentreLayout
        menu={menu}
        page={page}
        onSelect={(item) => agentCentreStore.set(item)}
        renderPage={(item) => <AgentCentrePageView page={item} />}
        onRetry={forgetFailedAgentPages}
      />
    </Modal>
  );
}
