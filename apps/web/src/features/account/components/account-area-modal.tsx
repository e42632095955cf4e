import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { NotOpenPanel } from '../../../components/not-open-panel';
import { useStore } from '../../../lib/store/create-store';
import { openAuthModal } from '../../auth/auth-modal-store';
import { useSession } from '../../session/use-session';
import { type AccountArea, accountAreaStore } from '../account-area-store';

const TITLES = {
  memberCentre: 'side_member_centre',
  deposit: 'header_deposit',
  withdraw: 'header_withdraw',
  accountRecord: 'side_account_record',
  bettingRecord: 'side_betting_record',
  agentCentre: 'side_agent_centre',
  notices: 'header_notices',
} as const satisfies Record<AccountArea, string>;

/** The member-centre modal: the account summary and password change now, the rest later. */
export function AccountAreaModal() {
  const { t } = useTranslation();
  const area = useStore(accountAreaStore);
  const { member } = useSession();
  if (!area) return null;
  const close = () => accountAreaStore.set(null);
  return (
    <Modal title={t(TITLES[area])} onClose={close} className="account-area">
      {area === 'memberCentre' && member && (
        <dl className="account-summary">
          <div>
            <dt>{t('field_username')}</dt>
            <dd data-testid="account-summary-name">{member.account}</dd>
          </div>
          <div>
            <dt>{t('account_registered')}</dt>
            <dd>{new Date(member.registeredAt).toLocaleDateString()}</dd>
          </div>
          <div>
            <dt>{t('account_currency')}</dt>
            <dd>{`${member.currency} (${member.currencySymbol})`}</dd>
          </div>
        </dl>
      )}
      <NotOpenPanel title={t('account_not_open_title')}>
        {area === 'memberCentre' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              openAuthModal({ kind: 'changePassword', forced: false });
            }}
          >
            {t('change_password_title')}
          </button>
        )}
      </NotOpenPanel>
    </Modal>
  );
}
