import type { GameCategory } from '@tessera/contracts';
import type { FieldKey } from '../vip-levels';

/** A control of the table: an input with its accessible name, and its problem under it. */
export function CellInput(props: {
  field: FieldKey;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  name: string;
  level: number;
  category?: GameCategory;
  language?: string;
  suffix?: string;
  placeholder?: string;
  numeric?: boolean;
  /** Fixed by the rules (level 0 asks nothing): shown, not typed into. */
  fixed?: string;
}) {
  const errorId = `vip-${props.field.replaceAll(':', '-')}-error`;
  const input = (
    <input
      name={props.name}
      data-field={props.field}
      data-level={props.level}
      data-category={props.category}
      data-language={props.language}
      aria-label={props.label}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? errorId : undefined}
      inputMode={props.numeric ? 'decimal' : undefined}
      autoComplete="off"
      placeholder={props.placeholder}
      value={props.value}
      disabled={props.disabled}
      readOnly={props.fixed !== undefined}
      title={props.fixed}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
  return (
    <div className="vip-cell">
      {props.suffix ? (
        <span className="input-suffix">
          {input}
          <span aria-hidden="true">{props.suffix}</span>
        </span>
      ) : (
        input
      )}
      {props.error && (
        <p className="field__error" id={errorId} data-testid="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
