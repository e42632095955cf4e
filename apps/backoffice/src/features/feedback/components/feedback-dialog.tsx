import { FEEDBACK_LIMITS, type StaffFeedback } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { postFeedbackClose, postFeedbackReply } from '../api/feedback-calls';
import { FeedbackImages } from './feedback-images';

export type FeedbackAction = 'reply' | 'close' | 'view';

/**
 * One feedback item opened: what was written (as typed: text, never HTML), by whom (the member
 * linked, or a visitor's contact), its images; then the reply that goes to the member's inbox, or
 * the note kept when it is closed, or what was answered.
 */
export function FeedbackDialog(props: {
  item: StaffFeedback;
  action: FeedbackAction;
  onDone: (item: StaffFeedback) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { item, action } = props;
  const [words, setWords] = useState('');
  const call = useAction();
  const submit = async () => {
    if (action === 'view') return props.onClose();
    let settled: StaffFeedback | null = null;
    const ok = await call.run(async () => {
      settled =
        action === 'reply'
          ? await postFeedbackReply(item.id, words.trim())
          : await postFeedbackClose(item.id, words.trim());
    });
    if (ok && settled) props.onDone(settled);
  };
  return (
    <Dialog
      title={t(`feedback.${action}Title`)}
      submitLabel={t(action === 'view' ? 'common.close' : `feedback.${action}`)}
      busy={call.busy}
      error={call.error}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="feedback-dialog"
    >
      <dl className="facts">
        <dt>{t('feedback.type')}</dt>
        <dd>{t(`feedback.types.${item.questionType}`)}</dd>
        <dt>{t('feedback.from')}</dt>
        <dd>
          {item.memberId !== null ? (
            <Link className="link" to={`/members/${item.memberId}`} data-testid="feedback-member">
              {item.username}
            </Link>
          ) : (
            t('feedback.visitor')
          )}
        </dd>
        <dt>{t('feedback.contact')}</dt>
        <dd data-testid="feedback-contact">{item.contact ?? '—'}</dd>
        <dt>{t('feedback.received')}</dt>
        <dd>{formatDateTime(item.createdAt, i18n.language)}</dd>
      </dl>
      <p className="feedback-content" data-testid="feedback-content">
        {item.content}
      </p>
      <FeedbackImages id={item.id} count={item.images} />
      {action === 'view' && item.reply !== null && (
        <div className="feedback-answer">
          <strong>{t(item.status === 'REPLIED' ? 'feedback.replied' : 'feedback.note')}</strong>
          <p>{item.reply}</p>
          <p className="muted small">
            {item.handledBy} · {formatDateTime(item.handledAt, i18n.language)}
          </p>
        </div>
      )}
      {action !== 'view' && (
        <Field
          label={t(action === 'reply' ? 'feedback.replyLabel' : 'common.noteOptional')}
          hint={t(action === 'reply' ? 'feedback.replyHint' : 'feedback.closeHint')}
        >
          {(id) => (
            <textarea
              id={id}
              name="reply"
              rows={4}
              maxLength={FEEDBACK_LIMITS.reply}
              required={action === 'reply'}
              value={words}
              onChange={(e) => setWords(e.target.value)}
              data-testid="feedback-reply"
            />
          )}
        </Field>
      )}
    </Dialog>
  );
}
