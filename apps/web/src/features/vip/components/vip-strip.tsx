import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isOpenPath } from '../../../app/open-pages';
import { memberCentreStore } from '../../member-centre/member-centre-store';
import { CrownIcon } from '../vip-icons';
import { useVipStanding } from '../vip-store';

/**
 * The reward centre's way to /vip: the member's level, and the levels and benefits one press away
 * (the member centre closes, the page opens under it).
 */
export function VipStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const standing = useVipStanding();
  if (!isOpenPath('/vip')) return null;
  return (
    <div className="vip-strip" data-testid="rc-vip">
      <CrownIcon className="vip-strip__icon" />
      <span className="vip-strip__text">
        {standing ? t('vip_strip', { name: standing.vipLabelName }) : t('nav_vip')}
      </span>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => {
          memberCentreStore.set(null);
          void navigate('/vip');
        }}
        data-testid="rc-vip-link"
      >
        {t('vip_see_levels')}
      </button>
    </div>
  );
}
