import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/**
 * A modal form on the native <dialog> (focus kept inside, Escape closes). The submit button waits
 * while `busy`; `error` is the server's message, shown above the buttons.
 */
export function Dialog(props: {
  title: string;
  children: ReactNode;
  submitLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  testId?: string;
  /** A form with more to lay out (a contract's tiers): up to 760 px on a desk. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <dialog
      ref={ref}
      className={props.wide ? 'dialog dialog--wide' : 'dialog'}
      onCancel={props.onClose}
      aria-labelledby="dialog-title"
      data-testid={props.testId}
    >
      <form onSubmit={submit}>
        <header className="dialog__head">
          <h2 id="dialog-title">{props.title}</h2>
          <button
            type="button"
            className="btn btn--icon btn--ghost"
            onClick={props.onClose}
            aria-label={t('common.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </header>
        <div className="dialog__body">{props.children}</div>
        {props.error && (
          <p className="form-error" role="alert" data-testid="dialog-error">
            {props.error}
          </p>
        )}
        <footer className="dialog__foot">
          <button type="button" className="btn" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className={`btn ${props.danger ? 'btn--danger' : 'btn--primary'}`}
            disabled={props.busy}
            data-testid="dialog-submit"
          >
            {props.submitLabel}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
