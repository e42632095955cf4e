import { CHAT_LIMITS } from '@tessera/contracts';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { readAsDataUrl } from '../../withdraw/components/proof-picker';
import { chatImageAllowed } from '../chat-image-check';
import { noteTyping, sendImage, sendText } from '../chat-session';

const PaperclipIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M21 11.5l-8.6 8.6a5 5 0 01-7.1-7.1l8.6-8.6a3.5 3.5 0 015 5l-8.6 8.6a2 2 0 01-2.8-2.8l8-8" />
  </svg>
);
const SendIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
  </svg>
);

/**
 * Where the customer writes: Enter sends, Shift+Enter starts a line; the paper clip picks an image
 * (checked by its bytes and size before anything is sent), shown as a preview to send or drop.
 */
export function ChatComposer({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    if (picked) {
      void sendImage(picked);
      setPicked(null);
    }
    const words = text.trim();
    if (words) {
      void sendText(words);
      setText('');
    }
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    if (!chatImageAllowed(file.size, head)) {
      setRefusal(t('chat_image_refused'));
      return;
    }
    setRefusal(null);
    setPicked(await readAsDataUrl(file));
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {picked && (
        <div className="chat-composer__preview" data-testid="chat-image-preview">
          <img src={picked} alt={t('chat_image_alt')} />
          <button
            type="button"
            className="chat-icon-button"
            onClick={() => setPicked(null)}
            aria-label={t('chat_image_remove')}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      {refusal && (
        <p className="chat-composer__error" role="alert" data-testid="chat-image-refused">
          {refusal}
        </p>
      )}
      <div className="chat-composer__row">
        <button
          type="button"
          className="chat-icon-button"
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          aria-label={t('chat_attach')}
          title={t('chat_attach')}
          data-testid="chat-attach"
        >
          <PaperclipIcon />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={(event) => void pick(event.target.files)}
          data-testid="chat-file"
        />
        <textarea
          className="chat-composer__input"
          rows={1}
          value={text}
          maxLength={CHAT_LIMITS.text}
          placeholder={t('chat_placeholder')}
          aria-label={t('chat_placeholder')}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value) noteTyping();
          }}
          onKeyDown={onKey}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="chat-icon-button chat-icon-button--send"
          disabled={disabled || (!text.trim() && !picked)}
          aria-label={t('chat_send')}
          title={t('chat_send')}
          data-testid="chat-send"
        >
          <SendIcon />
        </button>
      </div>
    </form>
  );
}
