import { type FocusEvent, useCallback, useMemo, useState } from 'react';
import { useAction } from './use-action';

/**
 * A form's draft (its controls' text) checked as it is written: the body it would send and its
 * problems by field (message keys). A problem shows once its control was left (a control names its
 * field in `data-field`, else in `name`) or the form was sent; sending with problems focuses the
 * first control in trouble inside `[data-testid=<formTestId>]` instead of calling the server.
 * `check` may be a fresh closure each render: it is read when the draft changes.
 */
export function useCheckedDraft<Draft, Body, Field extends string>(options: {
  initial: () => Draft;
  check: (draft: Draft) => { body: Body; problems: Partial<Record<Field, string>> };
  formTestId: string;
}) {
  const { check } = options;
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState(false);
  const action = useAction();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `check` closes over what never changes under an open form (the brand's scale); the draft is what moves.
  const { body, problems } = useMemo(() => check(draft), [draft]);
  const problemCount = Object.keys(problems).length;

  const shown = useCallback(
    (field: Field): string | undefined => {
      const key = problems[field];
      return key && (sent || touched.has(field)) ? key : undefined;
    },
    [problems, sent, touched],
  );
  const set = useCallback(
    <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((d) => ({ ...d, [name]: value })),
    [],
  );
  return {
    draft,
    setDraft,
    set,
    body,
    problems,
    problemCount,
    sent,
    action,
    shown,
    /** Forget that a control was left (one that is removed). */
    untouch: (field: string) => setTouched((all) => new Set([...all].filter((f) => f !== field))),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const target = event.target as unknown as HTMLInputElement;
      const field = target.dataset.field || target.name;
      if (field && !touched.has(field)) setTouched((all) => new Set([...all, field]));
    },
    /** A new draft, nothing left or sent yet, the last refusal cleared. */
    restart: (next: Draft) => {
      setDraft(next);
      setTouched(new Set());
      setSent(false);
      action.clear();
    },
    /**
     * Sends the body with `send`, or, while the draft has problems, shows them all (`onProblems`
     * first, to bring a hidden control into view) and focuses the first. Answers what `send`
     * answered, or null.
     */
    submit: async <Answer>(send: (body: Body) => Promise<Answer>, onProblems?: () => void) => {
      setSent(true);
      if (problemCount > 0) {
        action.clear();
        onProblems?.();
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(`[data-testid=${options.formTestId}] [aria-invalid=true]`)
            ?.focus(),
        );
        return null;
      }
      let answer = null as Answer | null;
      const ok = await action.run(async () => {
        answer = await send(body);
      });
      return ok ? answer : null;
    },
  };
}
