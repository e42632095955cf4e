import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { NotOpenPanel } from '../../../components/not-open-panel';
import { useStore } from '../../../lib/store/create-store';
import { type AccountArea, accountAreaStore } from '../account-area-store';

const TITLES = {
  agentCentre: 'side_agent_centre',
  notices: 'header_notices',
} as const satisfies Record<AccountArea, string>;

/** Notices and the agent centre: honest placeholders until their releases. */
export function AccountAreaModal() {
  const { t } = useTranslation();
  const area = useStore(accountAreaStore);
  if (!area) return null;
  return (
    <Modal title={t(TITLES[area])} onClose={() => accountAreaStore.set(null)} className="account-area">
      <NotOpenPanel title={t('account_not_open_title')} />
    </Modal>
  );
}
