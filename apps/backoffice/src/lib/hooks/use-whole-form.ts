import { type FocusEvent, type FormEvent, useCallback, useMemo, useState } from 'react';
import { showToast } from '../../components/toast';
import { useAction } from './use-action';

/**
 * A form of rules saved whole (the leaderboard's, the referral's, the points'): a text draft of
 * what is stored, the body and the problems the draft makes, "not saved" while they differ.
 * A control's problem shows once it was left (each control carries its field in `data-field`) or
 * the form was sent; sending with problems focuses the first control in trouble instead of calling
 * the server. A saved answer becomes the new stored rules.
 */
export function useWholeForm<Stored, Draft, Body, Field extends string>(options: {
  stored: Stored;
  /** The draft of stored rules (as text, the way the controls hold them). */
  draftOf: (stored: Stored) => Draft;
  /** The body a draft sends, and its problems by field (message keys). */
  check: (draft: Draft) => { body: Body; problems: Partial<Record<Field, string>> };
  put: (body: Body) => Promise<Stored>;
  /** The form's `data-testid`, to find its first control in trouble. */
  formTestId: string;
  /** The toast once saved. */
  savedMessage: string;
}) {
  const { draftOf, check } = options;
  const [saved, setSaved] = useState(options.stored);
  const [draft, setDraft] = useState<Draft>(() => draftOf(options.stored));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState(false);
  const action = useAction();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `check` is a fresh closure each render over what never changes under an open form (the brand's scale); the draft is what moves.
  const { body, problems } = useMemo(() => check(draft), [draft]);
  const problemCount = Object.keys(problems).length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: as `check`.
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(draftOf(saved)), [draft, saved]);

  const shown = useCallback(
    (field: Field): string | undefined => {
      const key = problems[field];
      return key && (sent || touched.has(field)) ? key : undefined;
    },
    [problems, sent, touched],
  );
  const restart = (next: Stored) => {
    setDraft(draftOf(next));
    setTouched(new Set());
    setSent(false);
  };
  return {
    saved,
    draft,
    setDraft,
    body,
    problems,
    problemCount,
    dirty,
    sent,
    action,
    /** The problem's message key of a field, once it is to be shown. */
    shown,
    /** Forget that a control was left (one that is removed). */
    untouch: (field: string) => setTouched((all) => new Set([...all].filter((f) => f !== field))),
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const field = (event.target as unknown as HTMLElement).dataset.field;
      if (field && !touched.has(field)) setTouched((all) => new Set([...all, field]));
    },
    discard: () => {
      restart(saved);
      action.clear();
    },
    save: async (event: FormEvent) => {
      event.preventDefault();
      setSent(true);
      if (problemCount > 0) {
        action.clear();
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(`[data-testid=${options.formTestId}] [aria-invalid=true]`)
            ?.focus(),
        );
        return;
      }
      let answer: Stored | null = null;
      const ok = await action.run(async () => {
        answer = await options.put(body);
      });
      if (ok && answer) {
        setSaved(answer);
        restart(answer);
        showToast(options.savedMessage);
      }
    },
  };
}
