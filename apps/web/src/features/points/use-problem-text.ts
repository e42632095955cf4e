import { useTranslation } from 'react-i18next';
import { type Problem, serverMessage } from '../withdraw/withdraw-rules';

/** A problem found before sending, in words: the server's own message for its code, or a site key. */
export function useProblemText(): (problem: Problem | null | undefined) => string | null {
  const { t, i18n } = useTranslation();
  return (problem) =>
    !problem
      ? null
      : 'code' in problem
        ? serverMessage(problem.code, i18n.language, problem.params)
        : t(problem.key);
}
