import type { HelpKind, HelpTopic } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/async/use-load';
import { fetchHelpCenter } from './api/get-help-center';

/** The help centre's topics (of one kind, or all) in the language shown, loaded again when it changes. */
export function useHelpTopics(kind: HelpKind | null) {
  const { i18n } = useTranslation();
  return useLoad<HelpTopic[]>(`${kind ?? '*'}:${i18n.language}`, (signal) => fetchHelpCenter(kind, signal));
}
