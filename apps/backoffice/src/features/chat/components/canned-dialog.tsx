import { type CannedReply, CHAT_LIMITS } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { createCanned, updateCanned } from '../api/chat-console';

/** Adds or changes a canned reply: its language, a short title to pick it by, the words, the order. */
export function CannedDialog({
  reply,
  onClose,
  onSaved,
}: {
  reply: CannedReply | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<string>(reply?.language ?? 'EN');
  const [title, setTitle] = useState(reply?.title ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const [sortOrder, setSortOrder] = useState(String(reply?.sortOrder ?? 0));
  const action = useAction();
  return (
    <Dialog
      title={reply ? t('chat.cannedEdit') : t('chat.cannedNew')}
      submitLabel={t('common.save')}
      busy={action.busy}
      error={action.error}
      onClose={onClose}
      onSubmit={async () => {
        const draft = {
          language: language as CannedReply['language'],
          title,
          text,
          sortOrder: Number.parseInt(sortOrder, 10) || 0,
        };
        if (await action.run(() => (reply ? updateCanned(reply.id, draft) : createCanned(draft)))) onSaved();
      }}
      testId="canned-dialog"
    >
      <Field label={t('chat.cannedLanguage')}>
        {(id) => (
          <select
            id={id}
            name="language"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            <option value="EN">English</option>
            <option value="BN">বাংলা</option>
          </select>
        )}
      </Field>
      <Field label={t('chat.cannedTitle')}>
        {(id) => (
          <input
            id={id}
            name="title"
            maxLength={80}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('chat.cannedText')}>
        {(id) => (
          <textarea
            id={id}
            name="text"
            rows={4}
            maxLength={CHAT_LIMITS.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('chat.cannedOrder')}>
        {(id) => (
          <input
            id={id}
            name="sortOrder"
            inputMode="numeric"
            value={sortOrder}
            onChange={(event) => setSortOrder(event.target.value)}
          />
        )}
      </Field>
    </Dialog>
  );
}
