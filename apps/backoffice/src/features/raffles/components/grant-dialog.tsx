import { RAFFLE_LIMITS, type StaffRaffle } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useAction } from '../../../lib/hooks/use-action';
import { wholeIn } from '../../missions/mission-form';
import { InputField } from '../../points/components/input-field';
import { postRaffleTickets } from '../api/post-raffle-tickets';

/** Gives a member tickets of a raffle by hand: who, how many, and why (kept in the audit log). */
export function GrantDialog(props: {
  raffle: StaffRaffle;
  title: string;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useAction();
  const [username, setUsername] = useState('');
  const [tickets, setTickets] = useState('1');
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const count = wholeIn(tickets, 1, RAFFLE_LIMITS.maxGrant);
  const problems = {
    username: username.trim() ? undefined : t('raffles.grant.usernameNeeded'),
    tickets: count === null ? t('raffles.grant.ticketsRange', { max: RAFFLE_LIMITS.maxGrant }) : undefined,
    reason: reason.trim() ? undefined : t('raffles.grant.reasonNeeded'),
  };
  const shown = (field: keyof typeof problems) => (sent ? problems[field] : undefined);
  return (
    <Dialog
      title={t('raffles.grant.title', { title: props.title })}
      submitLabel={t('raffles.grant.submit')}
      busy={action.busy}
      error={action.error}
      onClose={props.onClose}
      testId="grant-dialog"
      onSubmit={async () => {
        setSent(true);
        if (Object.values(problems).some(Boolean) || count === null) return;
        let given = { username: '', tickets: 0 };
        const ok = await action.run(async () => {
          given = await postRaffleTickets(props.raffle.id, username.trim(), count, reason.trim());
        });
        if (ok)
          props.onDone(t('raffles.grant.done', { count, username: given.username, tickets: given.tickets }));
      }}
    >
      <InputField
        label={t('raffles.grant.username')}
        error={shown('username')}
        name="username"
        maxLength={32}
        value={username}
        onChange={setUsername}
      />
      <InputField
        label={t('raffles.grant.tickets')}
        error={shown('tickets')}
        name="tickets"
        inputMode="numeric"
        value={tickets}
        onChange={setTickets}
      />
      <InputField
        label={t('raffles.grant.reason')}
        hint={t('raffles.grant.reasonHint')}
        error={shown('reason')}
        name="reason"
        maxLength={RAFFLE_LIMITS.reason}
        value={reason}
        onChange={setReason}
      />
    </Dialog>
  );
}
