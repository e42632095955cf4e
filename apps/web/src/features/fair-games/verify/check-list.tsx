import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import type { Check } from './verify-round';

/** The verdict in plain words, then every compared value with both sides when they differ. */
export function CheckList({ checks }: { checks: readonly Check[] }) {
  const { t } = useTranslation();
  const differing = checks.filter((check) => !check.ok);
  return (
    <div className="verify-checks">
      {differing.length === 0 ? (
        <p className="verify-verdict verify-verdict--ok" role="status" data-testid="verify-verdict">
          <CheckIcon />
          {t('seamless_verify_matches')}
        </p>
      ) : (
        <p className="verify-verdict verify-verdict--bad" role="alert" data-testid="verify-verdict">
          <WarningIcon />
          {t('seamless_verify_differs', {
            fields: differing.map((check) => t(`seamless_check_${check.key}`)).join(', '),
          })}
        </p>
      )}
      <ul className="verify-checks__list">
        {checks.map((check) => (
          <li
            key={check.key}
            className={`verify-check ${check.ok ? 'is-ok' : 'is-bad'}`}
            data-check={check.key}
          >
            <span className="verify-check__mark" aria-hidden="true">
              {check.ok ? <CheckIcon /> : <WarningIcon />}
            </span>
            <span className="verify-check__label">{t(`seamless_check_${check.key}`)}</span>
            {check.ok ? (
              <code className="verify-check__value">
                {check.key === 'win'
                  ? t(check.browser === 'true' ? 'seamless_yes' : 'seamless_no')
                  : check.browser}
              </code>
            ) : (
              <span className="verify-check__values">
                <span>
                  {t('seamless_verify_server_said')} <code>{check.server}</code>
                </span>
                <span>
                  {t('seamless_verify_browser_got')} <code>{check.browser}</code>
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
