import type { ReactNode } from 'react';

export interface TickOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

/**
 * "Every one" or only those ticked: a promotion's VIP levels, deposit channels and game categories
 * are each chosen this way (null on the wire for every one). The boxes show once "every" is off.
 */
export function TickList<V extends string | number>(props: {
  testId: string;
  label: string;
  /** The control names: the "every" box, and each option's box (its value the option's). */
  allName: string;
  name: string;
  allLabel: string;
  all: boolean;
  onAll: (all: boolean) => void;
  options: readonly TickOption<V>[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  hint?: string;
  error?: string;
}) {
  const toggle = (value: V, on: boolean) =>
    props.onChange(on ? [...props.selected, value] : props.selected.filter((v) => v !== value));
  return (
    <div className="field" data-testid={props.testId}>
      <span className="label">{props.label}</span>
      <label className="check">
        <input
          type="checkbox"
          name={props.allName}
          checked={props.all}
          onChange={(e) => props.onAll(e.target.checked)}
        />
        <span>{props.allLabel}</span>
      </label>
      {!props.all && (
        <fieldset className="channel-checks" aria-label={props.label}>
          {props.options.map((option) => (
            <label key={option.value} className="check">
              <input
                type="checkbox"
                name={props.name}
                value={option.value}
                checked={props.selected.includes(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {props.hint && <small className="field__hint">{props.hint}</small>}
      {props.error && (
        <p className="field__error" data-testid="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
