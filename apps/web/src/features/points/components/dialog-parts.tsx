import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api/api-error';
import { newRequestId } from '../../wallet/request-id';
import type { Refusal } from './refusal-note';

/** The pieces the mall's sealed dialogs (redeem, convert) share: password, submit, refusal and success. */

/** The six-digit payment password under a points form. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wd_payment_password')}
      required
      type="password"
      name="paymentPassword"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(next) => onChange(next.replace(/\D/gu, ''))}
      error={error}
      hint={t('wd_payment_password_hint')}
      data-testid={testId}
    />
  );
}

/** The form's full-width submit, with a spinner while the call is out. */
export function SubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  );
}

/** What the dialog shows once the call succeeded: a tick, what happened, and where to look next. */
export function DoneBlock({
  testId,
  title,
  text,
  seeLabel,
  onSee,
  seeTestId,
  onClose,
  closeTestId,
}: {
  testId: string;
  title: string;
  text: string;
  seeLabel: string;
  onSee: () => void;
  seeTestId: string;
  onClose: () => void;
  closeTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="pm-done" data-testid={testId}>
      <span className="pm-done__icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <p className="pm-done__title" role="status">
        {title}
      </p>
      <p className="pm-done__text">{text}</p>
      <div className="pm-done__actions">
        <button type="button" className="button button--ghost" onClick={onSee} data-testid={seeTestId}>
          {seeLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onClose} data-testid={closeTestId}>
          {t('pm_done')}
        </button>
      </div>
    </div>
  );
}

/**
 * The sealed call of a points dialog. `send` keeps one request id per `key` (what is asked), so a
 * retry after a lost answer sends the same id and the server answers rather than acting twice.
 * A refusal keeps the id only when the answer was lost, is shown in the envelope's words, reads
 * out-of-date figures again (`staleCodes`) and clears a wrong payment password. `edit` wraps a
 * field's setter so typing clears the last refusal.
 */
export function useSealedSubmit({
  staleCodes,
  onStale,
  clearPassword,
}: {
  staleCodes: readonly string[];
  onStale: () => void;
  clearPassword: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const pending = useRef<{ key: string; id: string } | null>(null);

  const edit = (set: (value: string) => void) => (value: string) => {
    setRefusal(null);
    set(value);
  };

  const send = async <A,>(
    key: string,
    call: (requestId: string) => Promise<A>,
    onAnswer: (answer: A) => void,
  ) => {
    if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await call(pending.current.id);
      pending.current = null;
      onAnswer(answer);
    } catch (error) {
      if (!isApiError(error, CLIENT_ERROR_CODES.network)) pending.current = null;
      setRefusal({
        code: isApiError(error) ? error.code : null,
        message: isApiError(error) ? error.message : t('common_load_failed'),
      });
      if (isApiError(error) && staleCodes.includes(error.code)) onStale();
      if (isApiError(error, 'invalid.payment.pw')) clearPassword();
    } finally {
      setBusy(false);
    }
  };

  return { busy, refusal, edit, send };
}
