import { useTranslation } from 'react-i18next';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';

/** Opens the deposit page (a free-play member is told a real account is needed). */
export function DepositButton() {
  const { t } = useTranslation();
  const openMemberCentre = useOpenMemberCentre();
  return (
    <button
      type="button"
      className="button button--primary button--small"
      onClick={() => openMemberCentre('depositv2')}
      data-testid="fair-deposit"
    >
      {t('seamless_deposit')}
    </button>
  );
}
