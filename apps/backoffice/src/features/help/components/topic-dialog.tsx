import { HELP_KINDS, HELP_LIMITS, type HelpKind, type StaffHelpTopic } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useWritingLanguage, WritingLanguage } from '../../../components/writing-language';
import { useAction } from '../../../lib/hooks/use-action';
import { saveTopic } from '../api/help-calls';
import { writtenWords } from '../help-order';

export const HELP_LANGUAGES = ['EN', 'BN'] as const;

/** A help topic or written page: its kind, its title per language and whether visitors see it. */
export function TopicDialog(props: {
  topic: StaffHelpTopic | null;
  /** Kinds already taken by another page (one of each but help topics). */
  taken: readonly HelpKind[];
  onDone: (saved: StaffHelpTopic) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<HelpKind>(props.topic?.kind ?? 'HELP');
  const [title, setTitle] = useState<Partial<Record<string, string>>>(props.topic?.title ?? {});
  const [published, setPublished] = useState(props.topic?.published ?? false);
  const { languages, language, setLanguage } = useWritingLanguage(
    HELP_LANGUAGES,
    props.topic?.title,
    i18n.language,
  );
  const action = useAction();
  return (
    <Dialog
      title={props.topic ? t('help.editTopic') : t('help.newTopic')}
      submitLabel={t('common.save')}
      busy={action.busy}
      error={action.error}
      onClose={props.onClose}
      onSubmit={async () => {
        let saved: StaffHelpTopic | null = null;
        const ok = await action.run(async () => {
          saved = await saveTopic(props.topic?.id ?? null, { kind, title: writtenWords(title), published });
        });
        if (ok && saved) props.onDone(saved);
      }}
      testId="help-topic-dialog"
    >
      <Field label={t('help.kind')} hint={t(`help.kindHints.${kind}`)}>
        {(id) => (
          <select id={id} name="kind" value={kind} onChange={(e) => setKind(e.target.value as HelpKind)}>
            {HELP_KINDS.map((option) => (
              <option key={option} value={option} disabled={option !== kind && props.taken.includes(option)}>
                {t(`help.kinds.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <WritingLanguage
        label={t('help.language')}
        languages={languages}
        value={language}
        onChange={setLanguage}
        written={[title]}
        testId="help-topic-language"
      />
      <Field label={t('help.title')}>
        {(id) => (
          <input
            id={id}
            name="title"
            maxLength={HELP_LIMITS.title}
            value={title[language] ?? ''}
            onChange={(e) => setTitle({ ...title, [language]: e.target.value })}
          />
        )}
      </Field>
      <label className="check">
        <input
          type="checkbox"
          name="published"
          checked={published}
          onChange={(e) => setPublished(e.target.checked)}
        />
        {t('help.published')}
      </label>
    </Dialog>
  );
}
