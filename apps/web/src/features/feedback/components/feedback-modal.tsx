import { FEEDBACK_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useSession } from '../../session/use-session';
import { type PickedProof, ProofPicker, readAsDataUrl } from '../../withdraw/components/proof-picker';
import { putFeedback } from '../api/put-feedback';
import { clipFeedback, feedbackLength } from '../feedback-rules';
import { MyFeedbackList } from './my-feedback-list';
import '../feedback.css';

type Problems = Partial<Record<'content' | 'contact', string>>;

/**
 * The feedback popup (spec §2.2, §5): a question type, what happened in at most 140 characters with
 * a live counter, a contact (a visitor's is required: it is the only way back to them), up to 3 png
 * or jpg images with previews (the receipts' picker: each file checked by its bytes). Sending shows
 * its progress; then thanks, or the server's refusal in the reader's language. Text only: nothing
 * typed is ever shown as HTML. A member also finds what they sent before, and support's replies,
 * under "My feedback".
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { member, isTrial } = useSession();
  const visitor = member === null || isTrial;
  const typeId = useUniqueId();
  const contentId = useUniqueId();
  const [questionType, setQuestionType] = useState<FeedbackType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<PickedProof[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [view, setView] = useState<'write' | 'mine'>('write');
  const kept = useRef(images);
  kept.current = images;
  useEffect(
    () => () => {
      for (const image of kept.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const check = (): Problems => {
    const found: Problems = {};
    if (feedbackLength(content.trim()) === 0) found.content = t('fb_content_required');
    if (visitor && contact.trim() === '') found.contact = t('fb_contact_required');
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const dataUrls = await Promise.all(images.map((image) => readAsDataUrl(image.file)));
      await putFeedback({
        questionType,
        content: content.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        ...(dataUrls.length > 0 ? { images: dataUrls } : {}),
      });
      setSent(true);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common_load_failed'));
    } finally {
      setSending(false);
    }
  };

  const used = feedbackLength(content);
  if (sent) {
    return (
      <Modal title={t('fb_title')} onClose={onClose} size="small">
        <div className="feedback-done" data-testid="feedback-done" role="status">
          <span className="feedback-done__mark" aria-hidden="true">
            ✓
          </span>
          <h3>{t('fb_done_title')}</h3>
          <p>{t(visitor ? 'fb_done_visitor' : 'fb_done_member')}</p>
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {t('fb_done_close')}
          </button>
          {!visitor && (
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => {
                setSent(false);
                setContent('');
                setImages([]);
                setView('mine');
              }}
              data-testid="feedback-see-mine"
            >
              {t('fb_mine_see')}
            </button>
          )}
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('fb_title')} onClose={sending ? undefined : onClose} size="small">
      {!visitor && (
        <Tabs
          items={[
            { key: 'write', label: t('fb_tab_write') },
            { key: 'mine', label: t('fb_tab_mine') },
          ]}
          active={view}
          onChange={setView}
          label={t('fb_title')}
        />
      )}
      {view === 'mine' ? (
        <MyFeedbackList />
      ) : (
        <form className="feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
          <p className="feedback-form__lead">{t('fb_lead')}</p>
          <div className="field">
            <label className="field__label" htmlFor={typeId}>
              {t('fb_type')}
            </label>
            <select
              id={typeId}
              className="field__select feedback-form__type"
              value={questionType}
              onChange={(event) => setQuestionType(event.target.value as FeedbackType)}
              disabled={sending}
              data-testid="feedback-type"
            >
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`fb_type_${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={`field ${problems.content ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={contentId}>
              <span className="field__required" aria-hidden="true">
                *
              </span>
              {t('fb_content')}
            </label>
            <textarea
              id={contentId}
              className="field__input feedback-form__content"
              value={content}
              rows={4}
              placeholder={t('fb_content_hint')}
              onChange={(event) => {
                setContent(clipFeedback(event.target.value));
                if (problems.content) setProblems((p) => ({ ...p, content: undefined }));
              }}
              disabled={sending}
              aria-invalid={problems.content ? true : undefined}
              aria-describedby={`${contentId}-count`}
              data-testid="feedback-content"
            />
            <p
              id={`${contentId}-count`}
              className={`field__hint feedback-form__counter ${used >= FEEDBACK_LIMITS.content ? 'is-full' : ''}`}
              aria-live="polite"
              data-testid="feedback-counter"
            >
              {`${formatCount(used)} / ${formatCount(FEEDBACK_LIMITS.content)}`}
            </p>
            {problems.content && (
              <p className="field__error" role="alert">
                {problems.content}
              </p>
            )}
          </div>
          <TextField
            label={t('fb_contact')}
            value={contact}
            onChange={(value) => {
              setContact(value);
              if (problems.contact) setProblems((p) => ({ ...p, contact: undefined }));
            }}
            required={visitor}
            maxLength={FEEDBACK_LIMITS.contact}
            hint={t(visitor ? 'fb_contact_hint_visitor' : 'fb_contact_hint_member')}
            error={problems.contact ?? null}
            disabled={sending}
            autoComplete="tel"
            data-testid="feedback-contact"
          />
          <ProofPicker
            proofs={images}
            onChange={setImages}
            required={false}
            disabled={sending}
            label={t('fb_images')}
            hint={t('fb_images_hint')}
            refusalCode="feedback.image.invalid"
          />
          {failure && (
            <p className="form-alert" role="alert" data-testid="feedback-error">
              {failure}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={sending}
            aria-busy={sending || undefined}
            data-testid="feedback-submit"
          >
            {sending ? t('fb_sending') : t('fb_send')}
          </button>
        </form>
      )}
    </Modal>
  );
}
