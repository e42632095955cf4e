import { type CannedReply, CHAT_LIMITS } from '@tessera/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { readDataUrl } from '../../../lib/files/read-data-url';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchCanned, postStaffImage, postStaffText } from '../api/chat-console';
import { adoptMessages, sendLive } from '../chat-live';

const newClientId = () => crypto.randomUUID();

/**
 * Staff's answer box: words (Enter sends, Shift+Enter a new line), a canned reply picked into it
 * to edit before sending, an image; typing is told to the customer at most every 2 s.
 */
export function StaffComposer({ conversationId, disabled }: { conversationId: string; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const canned = useRemote((signal) => fetchCanned(undefined, signal), 'canned');
  const replies: CannedReply[] = (canned.data?.list ?? []).filter(
    (reply) => reply.language === i18n.language.toUpperCase() || reply.language === 'EN',
  );

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const words = text.trim();
    if (!words || busy) return;
    const clientId = newClientId();
    lastTyping.current = 0;
    sendLive({ type: 'typing', conversationId, typing: false });
    if (await run(async () => adoptMessages([await postStaffText(conversationId, clientId, words)])))
      setText('');
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onType = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current > 2_000) {
      lastTyping.current = now;
      sendLive({ type: 'typing', conversationId, typing: true });
    }
  };

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    await run(async () =>
      adoptMessages([await postStaffImage(conversationId, newClientId(), await readDataUrl(file))]),
    );
  };

  return (
    <div className="chat-compose" data-testid="staff-composer">
      {error && (
        <p className="form-error" role="alert" data-testid="staff-send-error">
          {error}
        </p>
      )}
      <div className="chat-compose__tools">
        <select
          className="input chat-compose__canned"
          value=""
          disabled={disabled || replies.length === 0}
          onChange={(event) => {
            const reply = replies.find((item) => item.id === event.target.value);
            if (reply) onType(text ? `${text} ${reply.text}` : reply.text);
          }}
          aria-label={t('chat.canned')}
          data-testid="canned-pick"
        >
          <option value="">{replies.length === 0 ? t('chat.cannedNone') : t('chat.cannedPick')}</option>
          {replies.map((reply) => (
            <option key={reply.id} value={reply.id}>
              {reply.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--small"
          disabled={disabled || busy}
          onClick={() => fileInput.current?.click()}
          data-testid="staff-attach"
        >
          <Icon name="plus" size={14} /> {t('chat.attach')}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => void pick(event.target.files)}
          data-testid="staff-file"
        />
      </div>
      <div className="chat-compose__row">
        <textarea
          className="input chat-compose__input"
          rows={2}
          value={text}
          maxLength={CHAT_LIMITS.text}
          disabled={disabled}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKey}
          data-testid="staff-input"
        />
        <button
          type="button"
          className="btn btn--primary"
          disabled={disabled || busy || !text.trim()}
          onClick={() => void send()}
          data-testid="staff-send"
        >
          {t('chat.send')}
        </button>
      </div>
    </div>
  );
}
