import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { type HelpView, viewOf } from '../help-address';
import { useHelpTopics } from '../use-help-topics';
import { HelpCentreView } from './help-centre-view';
import { HelpStates } from './help-states';
import '../help.css';

/**
 * The help-centre modal (spec §2.2): the help centre over any page, opened at `?help=` (`centre`,
 * or a written page's name: `?help=terms`); closing it returns to `/`.
 */
export function HelpModal({ opened, onClose }: { opened: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { state, retry } = useHelpTopics(null);
  const [view, setView] = useState<HelpView | null>(null);
  return (
    <Modal title={t('nav_help')} onClose={onClose} className="help-modal">
      <HelpStates
        state={state}
        retry={retry}
        isEmpty={(topics) => topics.length === 0}
        empty={t('help_none')}
      >
        {(topics) => {
          const shown =
            view ?? viewOf(new URLSearchParams(opened === 'centre' ? '' : { page: opened }), topics);
          return shown ? (
            <HelpCentreView
              key={shown.kind === 'search' ? `q:${shown.query}` : 'view'}
              topics={topics}
              view={shown}
              onView={setView}
            />
          ) : null;
        }}
      </HelpStates>
    </Modal>
  );
}
