import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { WhenNear } from '../../../components/when-near';
import { isApiError } from '../../../lib/api/api-error';
import { VendorStrip } from '../../games/components/vendor-strip';
import { loadVendorLanes, useVendorLanes } from '../../games/vendor-lanes-store';
import { homeSections } from '../home-sections';

/** A vendor strip's height on a phone (its title and one row of cards), held until it is drawn. */
const VENDOR_STRIP_HEIGHT = 128;

/** The vendors of every game type (spec §2.5), one strip a section, titled by the home label keys. */
export function VendorSections() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  if (lanes.phase === 'idle' || lanes.phase === 'loading') {
    return (
      <div className="home-vendors" role="status" aria-label={t('common_loading')}>
        {Array.from({ length: 2 }, (_, section) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
          <div key={section} className="home-vendors__skeleton">
            <span className="skeleton__line shimmer" />
            <div className="home-vendors__skeleton-row">
              {Array.from({ length: 4 }, (_, card) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
                <span key={card} className="home-vendors__skeleton-card shimmer" />
              ))}
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (lanes.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(lanes.error) ? lanes.error.message : t('common_load_failed')}
        onRetry={() => void loadVendorLanes()}
      />
    );
  }
  const sections = lanes.phase === 'ready' ? homeSections(lanes.lanes) : [];
  if (sections.length === 0) {
    return <p className="home-section__empty">{t('home_vendors_empty')}</p>;
  }
  return (
    <div className="home-vendors" data-testid="home-vendors">
      {/* Below the fold on a phone: each strip is drawn as it nears the screen (decision 0057). */}
      {sections.map((section) => (
        <WhenNear key={section.category} height={VENDOR_STRIP_HEIGHT}>
          <VendorStrip vendors={section.vendors} title={t(section.label)} />
        </WhenNear>
      ))}
    </div>
  );
}
