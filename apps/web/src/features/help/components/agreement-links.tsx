import { useTranslation } from 'react-i18next';
import { isOpenPath } from '../../../app/open-pages';
import './agreement-links.css';

const DOCUMENTS = [
  ['agreement', 'help_agreement'],
  ['terms', 'help_terms'],
  ['privacy', 'help_privacy'],
] as const;

/**
 * Beside registration's agreement box: the user agreement, terms and privacy on /help, each in a
 * new tab so the half-filled form stays as it is.
 */
export function AgreementLinks() {
  const { t } = useTranslation();
  if (!isOpenPath('/help')) return null;
  return (
    <p className="agreement-links" data-testid="register-agreement-links">
      {t('help_register_read')}{' '}
      {DOCUMENTS.map(([page, key], index) => (
        <span key={page}>
          {index > 0 && ' · '}
          <a href={`/help?page=${page}`} target="_blank" rel="noopener">
            {t(key)}
          </a>
        </span>
      ))}
    </p>
  );
}
