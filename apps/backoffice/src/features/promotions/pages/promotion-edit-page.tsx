import { createPromotion, updatePromotion } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canUse } from '../../../app/access';
import { Badge } from '../../../components/badge';
import { ErrorPanel } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useRemote } from '../../../lib/hooks/use-remote';
import { useStore } from '../../../lib/store/store';
import { useBrand } from '../../brand/brand-store';
import { sessionStore } from '../../session/session-store';
import { fetchPromotion } from '../api/get-promotion';
import { fetchPromotionChoices } from '../api/get-promotion-choices';
import { PromotionEditor } from '../components/promotion-editor';
import { STATUS_TONES } from '../components/promotion-status';

/**
 * `/promotions/new` and `/promotions/:id`: the editor with its preview, and the brand's deposit
 * channels and VIP levels its rules may name (every role that reads promotions may read them).
 */
export function PromotionEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const role = useStore(sessionStore)?.role;
  const brand = useBrand();
  const writable = canUse(id ? updatePromotion : createPromotion, role);
  const loaded = useRemote(async (signal) => {
    const [item, choices] = await Promise.all([
      id ? fetchPromotion(id, signal) : Promise.resolve(null),
      fetchPromotionChoices(signal),
    ]);
    return { item, choices };
  }, id ?? 'new');
  const item = loaded.data?.item ?? null;
  return (
    <>
      <PageHeader
        title={id ? t('promotions.editTitle', { id }) : t('promotions.newTitle')}
        subtitle={item ? undefined : t('promotions.editorSubtitle')}
        actions={
          <>
            {item && (
              <Badge
                value={item.status}
                label={t(`promotions.statuses.${item.status}`)}
                tone={STATUS_TONES[item.status]}
              />
            )}
            <Link className="btn" to="/promotions">
              {t('common.back')}
            </Link>
          </>
        }
      />
      {loaded.status === 'error' ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' || !loaded.data ? (
        <div className="skeleton skeleton--page" data-testid="loading" />
      ) : (
        <PromotionEditor
          key={`${id ?? 'new'}:${item?.updatedAt ?? ''}`}
          item={item}
          choices={loaded.data.choices}
          currency={brand?.currency ?? 'BDT'}
          scale={brand?.scale ?? 2}
          writable={writable}
        />
      )}
    </>
  );
}
