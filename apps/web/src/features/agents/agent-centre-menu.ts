import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/store/create-store';
import { contractInfoStore } from '../contracts/contract-info-store';
import type { CentreMenu } from '../member-centre/centre-layout';
import { FLAGS } from '../site/site-flags';
import { useSiteFlag } from '../site/use-site';
import type { AgentCentrePage } from './agent-centre-store';
import { agentMenuPages } from './agent-menu-pages';
import { AGENT_PAGE_META } from './agent-page-meta';

/** The agent centre's menu, the same in the modal and on /agentHome; contract pages by their flags. */
export function useAgentCentreMenu(): CentreMenu<AgentCentrePage> {
  const { t } = useTranslation();
  const agentPolicy = useSiteFlag(FLAGS.agentPolicy);
  const info = useStore(contractInfoStore);
  return {
    pages: agentMenuPages(info, agentPolicy),
    meta: AGENT_PAGE_META,
    title: t('side_agent_centre'),
    testId: 'agent-centre',
    idPrefix: 'ac',
  };
}
