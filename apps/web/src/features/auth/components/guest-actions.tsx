import { useTranslation } from 'react-i18next';
import { FLAGS } from '../../site/site-flags';
import { useSite } from '../../site/use-site';
import { openAuthModal } from '../auth-modal-store';

/**
 * The way in from a member-only page: a visitor may log in or register, a trial player only
 * register (the primary button then); register shows only where the brand allows it.
 */
export function GuestActions({
  trial,
  className,
  testIdPrefix,
}: {
  trial: boolean;
  className: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const { flags } = useSite().info.whitelabel;
  const canRegister = flags[FLAGS.directRegister] === true || flags[FLAGS.mobileRegister] === true;
  return (
    <div className={className}>
      {!trial && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAuthModal('login')}
          data-testid={`${testIdPrefix}-login`}
        >
          {t('header_login')}
        </button>
      )}
      {canRegister && (
        <button
          type="button"
          className={`button ${trial ? 'button--primary' : 'button--outline'}`}
          onClick={() => openAuthModal('register')}
          data-testid={`${testIdPrefix}-register`}
        >
          {t('header_register')}
        </button>
      )}
    </div>
  );
}
