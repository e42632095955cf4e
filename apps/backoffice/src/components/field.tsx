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

/** A filter's drop-down: "all" first, then the options; the choice goes to the list's address. */
export function SelectFilter(props: {
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <Field label={props.label} className="filter-form__field">
      {(id) => (
        <select
          id={id}
          name={props.name}
          className="select"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          data-testid={props.testId}
        >
          <option value="">{props.allLabel}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A list's "from" and "to" days (`<input type="date">` named `from` and `to`), each bounding the
 * other; an empty day leaves the other open.
 */
export function DateRangeFields(props: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
  /** Test ids `<testId>-from` and `<testId>-to`. */
  testId?: string;
}) {
  const testId = (key: string) => (props.testId ? `${props.testId}-${key}` : undefined);
  return (
    <>
      <Field label={props.fromLabel} className="filter-form__field">
        {(id) => (
          <input
            id={id}
            name="from"
            type="date"
            value={props.from}
            max={props.to || undefined}
            onChange={(e) => props.onChange('from', e.target.value)}
            data-testid={testId('from')}
          />
        )}
      </Field>
      <Field label={props.toLabel} className="filter-form__field">
        {(id) => (
          <input
            id={id}
            name="to"
            type="date"
            value={props.to}
            min={props.from || undefined}
            onChange={(e) => props.onChange('to', e.target.value)}
            data-testid={testId('to')}
          />
        )}
      </Field>
    </>
  );
}
