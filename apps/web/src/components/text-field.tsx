import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../lib/ids/use-unique-id';
import { EyeIcon, EyeOffIcon } from './icons';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string | null;
  error?: string | null;
  /** Rendered inside the field's row, after the input (a send-code button, a captcha image). */
  addon?: ReactNode;
  /** Rendered before the input (the country dialing code select). */
  leading?: ReactNode;
}

/** A labelled input with a required star, a hint under it and an error that screen readers hear. */
export function TextField({
  label,
  value,
  onChange,
  required,
  hint,
  error,
  addon,
  leading,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useUniqueId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="field__row">
        {leading}
        <div className="field__control">
          <input
            id={id}
            className="field__input"
            type={isPassword && revealed ? 'text' : type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy || undefined}
            {...input}
          />
          {isPassword && !input.readOnly && (
            <button
              type="button"
              className="field__reveal"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? t('field_hide_password') : t('field_show_password')}
              aria-pressed={revealed}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          )}
        </div>
        {addon}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
