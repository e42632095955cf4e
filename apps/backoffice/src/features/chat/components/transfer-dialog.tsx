import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchAgents, transferConversation } from '../api/chat-console';

/** Hands a conversation to another staff member of the chat roles (who is on duty is shown). */
export function TransferDialog({
  conversationId,
  currentStaffId,
  onClose,
  onDone,
}: {
  conversationId: string;
  currentStaffId: number | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const agents = useRemote(() => fetchAgents(), 'agents');
  const [staffId, setStaffId] = useState<number | null>(null);
  const action = useAction();
  const choices = (agents.data?.list ?? []).filter((agent) => agent.id !== currentStaffId);
  return (
    <Dialog
      title={t('chat.transferTitle')}
      submitLabel={t('chat.transfer')}
      busy={action.busy}
      error={action.error ?? (agents.status === 'error' ? String((agents.error as Error).message) : null)}
      onClose={onClose}
      onSubmit={async () => {
        if (staffId === null) return;
        if (await action.run(() => transferConversation(conversationId, staffId))) onDone();
      }}
      testId="transfer-dialog"
    >
      <div className="field">
        <label htmlFor="transfer-agent">{t('chat.transferTo')}</label>
        <select
          id="transfer-agent"
          value={staffId ?? ''}
          onChange={(event) => setStaffId(event.target.value ? Number(event.target.value) : null)}
          data-testid="transfer-agent"
        >
          <option value="">{choices.length === 0 ? t('chat.noAgents') : t('chat.pickAgent')}</option>
          {choices.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.username} · {agent.onDuty ? t('chat.onDuty') : t('chat.offDuty')} ·{' '}
              {t('chat.openCount', { count: agent.openConversations })}
            </option>
          ))}
        </select>
      </div>
    </Dialog>
  );
}
