import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotOpenPanel } from '../../../components/not-open-panel';
import type { TranslationKey } from '../../../i18n/i18n';

/** Every route of spec §2.1 whose screen a later release builds: said plainly, with a way home. */
export function NotOpenPage({ title }: { title: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <div className="container container--narrow">
      <NotOpenPanel title={t(title)} heading="h1">
        <Link to="/" className="button button--primary">
          {t('common_back_home')}
        </Link>
      </NotOpenPanel>
    </div>
  );
}
