import type { StaffMemberRow } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';

/** Active or frozen, as a coloured pill. */
export function MemberStatus({ status }: { status: StaffMemberRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge value={status} label={t(`members.states.${status}`)} tone={status === 'ACTIVE' ? 'good' : 'bad'} />
  );
}

/** An agent (has a team under them) or a trial (free-play) account. */
export function MemberMarks({ member }: { member: Pick<StaffMemberRow, 'isAgent' | 'isTrial'> }) {
  const { t } = useTranslation();
  return (
    <>
      {member.isAgent && (
        <span className="mark mark--agent" data-testid="mark-agent">
          {t('members.agent')}
        </span>
      )}
      {member.isTrial && (
        <span className="mark mark--trial" data-testid="mark-trial">
          {t('members.trial')}
        </span>
      )}
    </>
  );
}
