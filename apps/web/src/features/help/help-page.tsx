import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BannerCarousel } from '../announcements/components/banner-carousel';
import { HelpCentreView } from './components/help-centre-view';
import { HelpStates } from './components/help-states';
import { searchOf, viewOf } from './help-address';
import { LifebuoyIcon } from './help-icons';
import { useHelpTopics } from './use-help-topics';
import './help.css';

/**
 * /help (spec §2.1: header, footer, side menu): the `w_help` banners, then the help centre, its
 * view in the address (`?topic=&article=`, `?page=terms`, `?q=`) so a link or a reload shows it.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state, retry } = useHelpTopics(null);
  return (
    <div className="container help-page" data-testid="help-page-root">
      <BannerCarousel group="w_help" className="help-page__banners" />
      <header className="help-page__head">
        <h1 className="help-page__title">
          <LifebuoyIcon /> {t('nav_help')}
        </h1>
        <p className="help-page__lead">{t('help_lead')}</p>
      </header>
      <HelpStates
        state={state}
        retry={retry}
        isEmpty={(topics) => topics.length === 0}
        empty={t('help_none')}
      >
        {(topics) => {
          const view = viewOf(params, topics);
          return view ? (
            <HelpCentreView
              key={view.kind === 'search' ? `q:${view.query}` : 'view'}
              topics={topics}
              view={view}
              onView={(next) => navigate(`/help?${searchOf(next)}`)}
            />
          ) : null;
        }}
      </HelpStates>
    </div>
  );
}
