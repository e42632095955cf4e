import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { inHousePath } from '../../seamless/launch-target';
import { DepositButton } from './deposit-button';

/** A refused or failed round call, in the server's words; not enough money offers a deposit. */
export function RoundFailure({ failure, onDismiss }: { failure: unknown; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (failure === null) return null;
  const message = isApiError(failure) ? failure.message : t('common_load_failed');
  return (
    <div className="fair-failure" role="alert" data-testid="fair-failure">
      <p className="fair-failure__text">{message}</p>
      <div className="fair-failure__actions">
        {isApiError(failure, 'balance.insufficient') && <DepositButton />}
        {isApiError(failure, 'fair.round.open') && (
          <Link to={inHousePath('mines')} className="button button--primary button--small">
            {t('seamless_open_round')}
          </Link>
        )}
        <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
          {t('common_close')}
        </button>
      </div>
    </div>
  );
}
