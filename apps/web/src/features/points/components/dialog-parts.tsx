import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api/api-error';
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
 * A sealed call refused: the request id is kept only when the answer was lost (a retry must send it
 * again), the refusal is shown in the envelope's words, figures out of date are read again, and a
 * wrong payment password is cleared.
 */
export function handleRefusal(
  error: unknown,
  {
    pending,
    staleCodes,
    onStale,
    setRefusal,
    clearPassword,
    fallback,
  }: {
    /** The request id kept for a retry. */
    pending: { current: unknown };
    staleCodes: readonly string[];
    onStale: () => void;
    setRefusal: (refusal: Refusal) => void;
    clearPassword: () => void;
    fallback: string;
  },
) {
  if (!isApiError(error, CLIENT_ERROR_CODES.network)) pending.current = null;
  setRefusal({
    code: isApiError(error) ? error.code : null,
    message: isApiError(error) ? error.message : fallback,
  });
  if (isApiError(error) && staleCodes.includes(error.code)) onStale();
  if (isApiError(error, 'invalid.payment.pw')) clearPassword();
}
