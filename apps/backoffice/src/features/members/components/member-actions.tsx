import {
  type getMemberStaff,
  postAdjustment,
  putMemberStatus as putMemberStatusEndpoint,
  putMemberUpline as putMemberUplineEndpoint,
  resetMemberSecondFactor,
  sendMemberPasswordReset,
  type ValueOf,
} from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canUse } from '../../../app/access';
import { ConfirmDialog, ReasonDialog } from '../../../components/action-dialogs';
import { showToast } from '../../../components/toast';
import { useStore } from '../../../lib/store/store';
import { sessionStore } from '../../session/session-store';
import { postMemberPasswordReset } from '../api/post-member-password-reset';
import { postMemberSecondFactorReset } from '../api/post-member-second-factor-reset';
import { putMemberStatus } from '../api/put-member-status';
import { UplineDialog } from './upline-dialog';

type Member = ValueOf<typeof getMemberStaff>['member'];
type Open = 'status' | 'reset' | 'totp' | 'upline' | null;

/** The reason fields' limit (the calls take up to 200 characters). */
const REASON_MAX = 200;

/**
 * What staff may do to the member, each behind a confirmation: only the actions the role's calls
 * allow are offered (the server refuses the others all the same, and its message is shown).
 */
export function MemberActions({ member, onChanged }: { member: Member; onChanged: () => void }) {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  const [open, setOpen] = useState<Open>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const frozen = member.status === 'DISABLED';
  const may = {
    status: canUse(putMemberStatusEndpoint, role),
    reset: canUse(sendMemberPasswordReset, role),
    totp: canUse(resetMemberSecondFactor, role),
    upline: canUse(putMemberUplineEndpoint, role),
    adjust: canUse(postAdjustment, role),
  };
  const done = (message: string) => {
    setOpen(null);
    showToast(message);
    onChanged();
  };
  if (!Object.values(may).some(Boolean)) return null;

  return (
    <>
      <div className="action-bar" data-testid="member-actions">
        {may.status && (
          <button
            type="button"
            className={`btn ${frozen ? '' : 'btn--danger-outline'}`}
            onClick={() => setOpen('status')}
            data-testid={frozen ? 'unfreeze' : 'freeze'}
          >
            {t(frozen ? 'members.unfreeze' : 'members.freeze')}
          </button>
        )}
        {may.reset && (
          <button type="button" className="btn" onClick={() => setOpen('reset')} data-testid="password-reset">
            {t('members.sendReset')}
          </button>
        )}
        {may.totp && member.totpEnabled && (
          <button type="button" className="btn" onClick={() => setOpen('totp')} data-testid="totp-reset">
            {t('members.clearTotp')}
          </button>
        )}
        {may.upline && (
          <button type="button" className="btn" onClick={() => setOpen('upline')} data-testid="move-upline">
            {t('members.moveUpline')}
          </button>
        )}
        {may.adjust && (
          <Link className="btn" to={`/adjustments?new=${member.id}`} data-testid="adjust-member">
            {t('members.adjust')}
          </Link>
        )}
      </div>
      {sentTo && (
        <p className="form-note" role="status" data-testid="reset-sent">
          {t('members.resetSent', { to: sentTo })}
        </p>
      )}

      {open === 'status' && (
        <ReasonDialog
          title={t(frozen ? 'members.unfreezeTitle' : 'members.freezeTitle')}
          submitLabel={t(frozen ? 'members.unfreeze' : 'members.freeze')}
          danger={!frozen}
          maxLength={REASON_MAX}
          testId="status-dialog"
          onConfirm={(reason) => putMemberStatus(member.id, frozen ? 'ACTIVE' : 'DISABLED', reason)}
          onDone={() => done(t(frozen ? 'members.unfrozen' : 'members.frozen', { name: member.username }))}
          onClose={() => setOpen(null)}
        >
          <p>{t(frozen ? 'members.unfreezeText' : 'members.freezeText', { name: member.username })}</p>
        </ReasonDialog>
      )}
      {open === 'reset' && (
        <ConfirmDialog
          title={t('members.sendResetTitle')}
          submitLabel={t('members.send')}
          onConfirm={async () => {
            const answer = await postMemberPasswordReset(member.id);
            setSentTo(answer.sentTo);
          }}
          onDone={() => {
            setOpen(null);
            showToast(t('members.resetSentShort'));
          }}
          onClose={() => setOpen(null)}
        >
          <p>
            {member.email
              ? t('members.sendResetText', { name: member.username })
              : t('members.sendResetNoEmail', { name: member.username })}
          </p>
        </ConfirmDialog>
      )}
      {open === 'totp' && (
        <ReasonDialog
          title={t('members.clearTotpTitle')}
          submitLabel={t('members.clearTotp')}
          maxLength={REASON_MAX}
          testId="totp-dialog"
          onConfirm={(reason) => postMemberSecondFactorReset(member.id, reason)}
          onDone={() => done(t('members.totpCleared', { name: member.username }))}
          onClose={() => setOpen(null)}
        >
          <p>{t('members.clearTotpText', { name: member.username })}</p>
        </ReasonDialog>
      )}
      {open === 'upline' && (
        <UplineDialog
          member={member}
          onClose={() => setOpen(null)}
          onDone={(movedTeam) => done(t('members.moved', { name: member.username, team: movedTeam }))}
        />
      )}
    </>
  );
}
