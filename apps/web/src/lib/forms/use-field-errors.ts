import { useCallback, useRef, useState } from 'react';
import { allFields, type Errors, type OutsideError, shownErrors } from './shown-errors';

export interface FieldErrorsApi<F extends string, E> {
  /** The messages to show now, by field. */
  errors: Errors<F, E>;
  /**
   * The form element's ref: leaving one of its inputs (focusout) checks that field. An input names
   * its field by its `name` attribute (or through `fieldOfName`), so the fields need no wiring.
   */
  formRef: (element: HTMLElement | null) => void;
  /** The field was left: from now on its message follows its value (for inputs outside the form). */
  blur(field: F): void;
  /** Submit: checks every field and answers what is wrong (nothing: go ahead). */
  checkAll(): Errors<F, E>;
  /** A message from elsewhere (the server, an SMS send), shown until the field's value changes. */
  setOutside(field: F, error: E): void;
  /** Fields the form emptied itself (a spent captcha, a refused password): no message until left again. */
  forget(...fields: F[]): void;
  /** A fresh form: no message until a field is left or the form submitted again. */
  reset(): void;
}

/**
 * The one validation mechanism of the site's forms: validate on blur, validate everything on
 * submit, and from then on clear a field's message as soon as its value is right (shown-errors.ts).
 * `values` are the form's current values by field, `validate` the form's pure check of them; both
 * are read on every render, so a message never outlives the value it was about.
 */
export function useFieldErrors<F extends string, E>(
  values: Readonly<Record<F, unknown>>,
  validate: () => Errors<F, E>,
  fieldOfName: Readonly<Record<string, NoInfer<F>>> = {},
): FieldErrorsApi<F, E> {
  const [checked, setChecked] = useState<ReadonlySet<F>>(() => new Set());
  const [outside, setOutsideErrors] = useState<Partial<Record<F, OutsideError<E>>>>({});
  const live = validate();
  const blur = useCallback((field: F) => {
    setChecked((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);
  // Read when an input is left, so the ref below can stay the same function for the form's life.
  const known = useRef({ values, fieldOfName });
  known.current = { values, fieldOfName };
  const detach = useRef<(() => void) | null>(null);
  const formRef = useCallback(
    (element: HTMLElement | null) => {
      detach.current?.();
      detach.current = null;
      if (!element) return;
      const onFocusOut = (event: FocusEvent) => {
        const name = (event.target as HTMLInputElement | null)?.name;
        if (!name) return;
        const field = known.current.fieldOfName[name] ?? name;
        if (Object.hasOwn(known.current.values, field)) blur(field as F);
      };
      element.addEventListener('focusout', onFocusOut);
      detach.current = () => element.removeEventListener('focusout', onFocusOut);
    },
    [blur],
  );
  return {
    errors: shownErrors(live, checked, outside, values),
    formRef,
    blur,
    checkAll() {
      setChecked(allFields(values, live));
      setOutsideErrors({});
      return live;
    },
    setOutside(field, error) {
      setOutsideErrors((current) => ({ ...current, [field]: { error, value: values[field] } }));
    },
    forget(...fields) {
      setChecked((current) => new Set([...current].filter((field) => !fields.includes(field))));
      setOutsideErrors((current) => {
        const kept = { ...current };
        for (const field of fields) delete kept[field];
        return kept;
      });
    },
    reset() {
      setChecked(new Set());
      setOutsideErrors({});
    },
  };
}
