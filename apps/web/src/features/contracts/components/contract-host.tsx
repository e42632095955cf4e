import { useEffect, useState } from 'react';
import { useStore } from '../../../lib/store/create-store';
import { authModalStore } from '../../auth/auth-modal-store';
import { useSession } from '../../session/use-session';
import { FLAGS } from '../../site/site-flags';
import { useSiteFlag } from '../../site/use-site';
import { clearContractInfo, contractInfoStore, refreshContractInfo } from '../contract-info-store';
import { pendingRequests, shouldLoadContractInfo } from '../contract-requests';
import { ContractPopup } from './contract-popup';

/**
 * Mounted once above every page. After a login or a restored session of a member who is not on
 * trial, with the brand's agent policy on (AGENTPOLICY3), the consolidated contract info loads
 * (spec §4); a contract request in it opens the contract popup. "Later" keeps it shut for this
 * session's token; a new login asks again.
 */
export function ContractHost() {
  const { state, member, isTrial } = useSession();
  const agentPolicy = useSiteFlag(FLAGS.agentPolicy);
  const authModalOpen = useStore(authModalStore, (modal) => modal !== null);
  const info = useStore(contractInfoStore);
  const [laterFor, setLaterFor] = useState<string | null>(null);
  const token = state.phase === 'member' ? state.token : null;
  const load = shouldLoadContractInfo({ member, trial: isTrial, agentPolicy, authModalOpen });
  const loadFor = load ? token : null;

  useEffect(() => {
    if (loadFor) void refreshContractInfo();
  }, [loadFor]);
  useEffect(() => {
    if (state.phase === 'anonymous') clearContractInfo();
  }, [state.phase]);

  const requests = pendingRequests(info);
  if (!loadFor || requests.length === 0 || laterFor === loadFor) return null;
  return <ContractPopup requests={requests} onLater={() => setLaterFor(loadFor)} />;
}
