import { type getInvitations, MAX_INVITATIONS, type ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/list-states';
import { LoadStates } from '../../../components/load-states';
import { withLoader } from '../../../components/loader-store';
import { QrCode } from '../../../components/qr-code';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { CopyButton } from '../../deposit/components/copy-button';
import { formatRecordTime } from '../../wallet/record-filters';
import { fetchInvitations } from '../api/get-invitations';
import { postInvitation } from '../api/post-invitation';
import type { DownlineKind } from '../downline-form-rules';

type Invitation = ValueOf<typeof getInvitations>['list'][number];

/**
 * The agent's invitation codes (registerCenter): each with its registration link, a QR code of the
 * link, copy buttons and how many registered through it; a new code for members or for agents.
 */
export function InvitationList() {
  const { t } = useTranslation();
  const { state, retry } = useLoad('invitations', (signal) => fetchInvitations(signal));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = state.phase === 'ready' ? state.value.list.length : 0;
  const full = count >= MAX_INVITATIONS;

  const create = async (kind: DownlineKind) => {
    setBusy(true);
    setRefusal(null);
    try {
      await withLoader(postInvitation({ kind }));
      retry();
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('err_unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="agent-card" aria-labelledby="invitations-title" data-testid="invitations">
      <div className="agent-card__head">
        <h4 id="invitations-title" className="agent-card__title">
          {t('agent_invitations_title')}
        </h4>
        <div className="agent-card__actions">
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => void create('MEMBER')}
            disabled={busy || full || state.phase !== 'ready'}
            data-testid="new-code-member"
          >
            {t('agent_new_code_member')}
          </button>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => void create('AGENT')}
            disabled={busy || full || state.phase !== 'ready'}
            data-testid="new-code-agent"
          >
            {t('agent_new_code_agent')}
          </button>
        </div>
      </div>
      {full && <p className="form-note">{t('agent_codes_full', { max: MAX_INVITATIONS })}</p>}
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <LoadStates state={state} retry={retry} rows={2}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState icon={<LinkIcon />} testId="invitations-empty">
              {t('agent_invitations_empty')}
            </EmptyState>
          ) : (
            <ul className="invitations">
              {list.map((invitation) => (
                <InvitationItem key={invitation.code} invitation={invitation} />
              ))}
            </ul>
          )
        }
      </LoadStates>
    </section>
  );
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  return (
    <li className="invitation" data-testid="invitation" data-code={invitation.code}>
      <QrCode text={invitation.link} size={96} label={t('agent_qr_label', { code: invitation.code })} />
      <div className="invitation__body">
        <p className="invitation__code">
          <code>{invitation.code}</code>
          <span className={`agent-tag ${invitation.kind === 'AGENT' ? 'agent-tag--agent' : ''}`}>
            {t(invitation.kind === 'AGENT' ? 'agent_kind_agent' : 'agent_kind_member')}
          </span>
          <CopyButton text={invitation.code} what={t('agent_code')} />
        </p>
        <p className="invitation__link">
          <a href={invitation.link} target="_blank" rel="noreferrer" data-testid="invitation-link">
            {invitation.link}
          </a>
          <CopyButton text={invitation.link} what={t('agent_link')} />
        </p>
        <p className="invitation__meta">
          {t('agent_registrations', { shown: formatCount(invitation.registrations) })}
          {' · '}
          {formatRecordTime(invitation.createdAt)}
        </p>
      </div>
    </li>
  );
}
