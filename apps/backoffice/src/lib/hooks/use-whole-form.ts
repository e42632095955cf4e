import { type FormEvent, useMemo, useState } from 'react';
import { showToast } from '../../components/toast';
import { useCheckedDraft } from './use-checked-draft';

/**
 * A form of rules saved whole (the leaderboard's, the referral's, the points'): a checked draft
 * (`useCheckedDraft`) of what is stored, "not saved" while they differ, Discard back to what is
 * stored, and Save, whose answer becomes the new stored rules.
 */
export function useWholeForm<Stored, Draft, Body, Field extends string>(options: {
  stored: Stored;
  /** The draft of stored rules (as text, the way the controls hold them). */
  draftOf: (stored: Stored) => Draft;
  check: (draft: Draft) => { body: Body; problems: Partial<Record<Field, string>> };
  put: (body: Body) => Promise<Stored>;
  formTestId: string;
  /** The toast once saved. */
  savedMessage: string;
}) {
  const { draftOf } = options;
  const [saved, setSaved] = useState(options.stored);
  const form = useCheckedDraft({
    initial: () => draftOf(options.stored),
    check: options.check,
    formTestId: options.formTestId,
  });
  const { draft, restart } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `draftOf` closes over what never changes under an open form.
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(draftOf(saved)), [draft, saved]);
  return {
    ...form,
    saved,
    dirty,
    discard: () => restart(draftOf(saved)),
    save: async (event: FormEvent) => {
      event.preventDefault();
      const answer = await form.submit(options.put);
      if (answer !== null) {
        setSaved(answer);
        restart(draftOf(answer));
        showToast(options.savedMessage);
      }
    },
  };
}
