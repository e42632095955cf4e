import { CHAT_LIMITS } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '../../../components/icons';
import { startChat } from '../chat-session';

/**
 * Before a conversation (or after the last one was rated): what the chat is, whether anyone is on
 * duty, a visitor's optional name, and the start button.
 */
export function ChatPrechat({
  onDuty,
  member,
  busy,
  rated,
}: {
  onDuty: boolean;
  member: boolean;
  busy: boolean;
  rated: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <form
      className="chat-prechat"
      data-testid="chat-prechat"
      onSubmit={(event) => {
        event.preventDefault();
        void startChat(member ? undefined : name);
      }}
    >
      <HeadsetIcon className="chat-prechat__icon" />
      {rated && (
        <p className="chat-prechat__thanks" data-testid="chat-thanks">
          {t('chat_rate_thanks')}
        </p>
      )}
      <h3 className="chat-prechat__title">{t('chat_welcome_title')}</h3>
      <p className="chat-prechat__text">{onDuty ? t('chat_welcome_text') : t('chat_offline_text')}</p>
      {!member && (
        <label className="field">
          <span className="field__label">{t('chat_your_name')}</span>
          <input
            className="field__input"
            value={name}
            maxLength={CHAT_LIMITS.name}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
            data-testid="chat-name"
          />
        </label>
      )}
      <button type="submit" className="button button--primary" disabled={busy} data-testid="chat-start">
        {onDuty ? t('chat_start') : t('chat_leave_message')}
      </button>
    </form>
  );
}
