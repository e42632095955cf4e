import type { InputHTMLAttributes } from 'react';
import { CheckedField } from '../../promotions/components/checked-field';

/**
 * A one-line text control of the points forms (an item, the conversion rules): the promotions'
 * `CheckedField` around an input that never autocompletes, its value as typed.
 */
export function InputField({
  label,
  hint,
  error,
  name,
  value,
  onChange,
  ...input
}: {
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>) {
  return (
    <CheckedField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...input}
          name={name}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </CheckedField>
  );
}

/** An on/off switch of the points forms, its words beside the track. */
export function SwitchField({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="switch">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="switch__track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
