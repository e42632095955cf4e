import type { HelpKind } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { HelpStates } from './components/help-states';
import { WrittenSections } from './components/written-sections';
import { useHelpTopics } from './use-help-topics';
import './help.css';

/**
 * One of the brand's written pages on its own route: /sponsor (the sponsorships, each with its
 * artwork: header and footer) and /description (about the brand: header only), as staff wrote them.
 */
export function WrittenPage({ kind }: { kind: Extract<HelpKind, 'SPONSOR' | 'ABOUT'> }) {
  const { t } = useTranslation();
  const { state, retry } = useHelpTopics(kind);
  return (
    <div className={`container written-page written-page--${kind.toLowerCase()}`} data-testid="written-page">
      <HelpStates
        state={state}
        retry={retry}
        isEmpty={(topics) => topics.length === 0}
        empty={t('help_page_empty')}
      >
        {(topics) => (
          <>
            <h1 className="written-page__title">{topics[0]!.title}</h1>
            <WrittenSections
              topic={topics[0]!}
              className={kind === 'SPONSOR' ? 'written-sections--cards' : ''}
            />
          </>
        )}
      </HelpStates>
    </div>
  );
}
