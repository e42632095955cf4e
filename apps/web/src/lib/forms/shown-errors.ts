/**
 * Which validation messages a form shows (use-field-errors.ts): a field's message appears once the
 * field was left (blur) or the form submitted, follows the value from then on (it goes the moment
 * the value is right, and comes back if it turns wrong), and a message found elsewhere (the server,
 * an SMS send) stays only until that field's value changes.
 */

export type Errors<F extends string, E> = Partial<Record<F, E>>;

/** A message found outside the form's checks, and the value it was about. */
export interface OutsideError<E> {
  error: E;
  value: unknown;
}

export function shownErrors<F extends string, E>(
  live: Errors<F, E>,
  checked: ReadonlySet<F>,
  outside: Partial<Record<F, OutsideError<E>>>,
  values: Readonly<Record<F, unknown>>,
): Errors<F, E> {
  const shown: Errors<F, E> = {};
  for (const field of checked) {
    const error = live[field];
    if (error !== undefined && error !== null) shown[field] = error;
  }
  for (const field of Object.keys(outside) as F[]) {
    const found = outside[field];
    if (found && shown[field] === undefined && Object.is(values[field], found.value))
      shown[field] = found.error;
  }
  return shown;
}

/** The fields a submit checks: every field of the form, and any the checks name besides. */
export function allFields<F extends string>(
  values: Readonly<Record<F, unknown>>,
  live: Errors<F, unknown>,
): Set<F> {
  return new Set([...(Object.keys(values) as F[]), ...(Object.keys(live) as F[])]);
}
