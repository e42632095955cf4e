import { type ReactNode, useId } from 'react';
import type { DraftField, PromotionDraft } from '../promotion-form';

/** What each part of the editor gets: the draft, a setter, and the field's message when shown. */
export interface SectionProps {
  draft: PromotionDraft;
  set: <K extends DraftField>(name: K, value: PromotionDraft[K]) => void;
  /** The field's problem in words, once it was left (blur) or the form was sent. */
  error: (name: DraftField) => string | undefined;
  disabled: boolean;
}

/** Wires a control to its label, hint and error (aria-invalid, aria-describedby). */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and, when it cannot be sent, the reason under it. */
export function CheckedField(props: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [props.error ? errorId : '', props.hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={`field ${props.className ?? ''}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {props.error && (
        <p className="field__error" id={errorId} data-testid="field-error">
          {props.error}
        </p>
      )}
      {props.hint && (
        <p className="field__hint" id={hintId}>
          {props.hint}
        </p>
      )}
    </div>
  );
}
