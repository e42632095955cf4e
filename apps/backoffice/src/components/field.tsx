import { type ReactNode, useId } from 'react';

/** A labelled control with an optional hint; the label is tied to the control by id. */
export function Field(props: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`field ${props.className ?? ''}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.children(id)}
      {props.hint && <p className="field__hint">{props.hint}</p>}
    </div>
  );
}
