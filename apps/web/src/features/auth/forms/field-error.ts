import type { TranslationKey } from '../../../i18n/i18n';

/** A validation message as a catalogue key plus its placeholders, translated where it shows. */
export interface FieldError {
  key: TranslationKey;
  params?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

/** Mobile numbers are digits only (the demo brand: 1712345678), 5 to 15 of them. */
export function isMobileNumber(value: string): boolean {
  return /^[0-9]{5,15}$/u.test(value);
}
