import { useMemo, useState } from 'react';
import { Segmented } from './page-header';

type Words = Partial<Record<string, string>>;

/**
 * The language an editor of words per language is writing in: the languages offered (the set
 * given, and any a saved item is already written in) and the one chosen, `preferred` when offered.
 */
export function useWritingLanguage(offered: readonly string[], saved: Words | undefined, preferred?: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offered set is a module constant
  const languages = useMemo(() => [...new Set([...offered, ...Object.keys(saved ?? {})])], [saved]);
  const [language, setLanguage] = useState<string>(
    preferred && languages.includes(preferred) ? preferred : (languages[0] ?? 'EN'),
  );
  return { languages, language, setLanguage };
}

/** The language switch of such an editor: each language marked ✓ once some of its words are written. */
export function WritingLanguage(props: {
  label: string;
  languages: readonly string[];
  value: string;
  onChange: (language: string) => void;
  /** The editor's fields per language; a language with words in any of them is marked. */
  written: readonly Words[];
  hint?: string;
  testId: string;
}) {
  const isWritten = (language: string) => props.written.some((words) => words[language]?.trim());
  return (
    <div className="field">
      <span className="label">{props.label}</span>
      <Segmented
        label={props.label}
        value={props.value}
        options={props.languages.map((l) => ({ value: l, label: isWritten(l) ? `${l} ✓` : l }))}
        onChange={props.onChange}
        testId={props.testId}
      />
      {props.hint && <small className="field__hint">{props.hint}</small>}
    </div>
  );
}
