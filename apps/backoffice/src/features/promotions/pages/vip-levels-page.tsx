import { putVipLevels } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { canUse } from '../../../app/access';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchVipLevels } from '../api/get-vip-levels';
import { VipLevelEditor } from '../components/vip-level-editor';

/**
 * `/vip-levels`: the brand's VIP level table, edited as a whole by the roles that write promotions
 * (its call's roles) and read by the others.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const writable = canUse(putVipLevels, role);
  const loaded = useRemote((signal) => fetchVipLevels(signal), 'vip-levels');
  return (
    <div data-testid="vip-levels-page">
      <PageHeader title={t('nav.vipLevels')} subtitle={t('vip.subtitle')} />
      {loaded.status === 'error' ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <div className="skeleton skeleton--page" data-testid="loading" />
      ) : (
        <VipLevelEditor
          levels={loaded.data.levels}
          version={loaded.data.version}
          rebateMode={loaded.data.rebateMode}
          currency={brand?.currency ?? 'BDT'}
          scale={brand?.scale ?? 2}
          writable={writable}
        />
      )}
    </div>
  );
}
