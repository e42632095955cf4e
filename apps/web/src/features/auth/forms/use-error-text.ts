import { useTranslation } from 'react-i18next';
import type { FieldError } from './field-error';

/** Translates a validation error where it is shown, so a language switch re-translates it. */
export function useErrorText(): (error: FieldError | undefined) => string | null {
  const { t } = useTranslation();
  return (error) => (error ? t(error.key, error.params) : null);
}
