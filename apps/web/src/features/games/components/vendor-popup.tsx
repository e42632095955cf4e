import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { formatCount } from '../../../i18n/numbers';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useStore } from '../../../lib/store/create-store';
import { CATEGORY_META } from '../categories';
import { useCatalogFeed } from '../use-catalog-feed';
import { useDebouncedValue } from '../use-debounced-value';
import { vendorDisplayName } from '../vendor-names';
import { closeVendorPopup, popupHostsStore, type VendorPopup, vendorPopupStore } from '../vendor-popup-store';
import { GameArt } from './game-art';
import { GameGrid } from './game-grid';
import { SearchBox } from './search-box';

/**
 * Where the vendor popup shows. Mounted by the header's navigation and by the pages without a
 * header; when two are mounted only the first shows it. Leaving the page closes it.
 */
export function VendorPopupHost() {
  const id = useUniqueId();
  const owner = useStore(popupHostsStore, (hosts) => hosts[0] === id);
  const popup = useStore(vendorPopupStore);
  useEffect(() => {
    popupHostsStore.set((hosts) => [...hosts, id]);
    return () => {
      popupHostsStore.set((hosts) => hosts.filter((host) => host !== id));
      closeVendorPopup();
    };
  }, [id]);
  if (!owner || !popup) return null;
  return <VendorGamesModal key={`${popup.category}:${popup.vendor.vassalage}`} popup={popup} />;
}

/** A VASSALAGE vendor's games (spec §4): paged as it scrolls, searchable by name. */
function VendorGamesModal({ popup }: { popup: VendorPopup }) {
  const { t } = useTranslation();
  const { vendor, category } = popup;
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search);
  const scroller = useRef<HTMLDivElement>(null);
  const feed = useCatalogFeed({ gameType: category, vassalage: vendor.vassalage, gameName });
  const name = vendorDisplayName(vendor);

  return (
    <Modal
      title={name}
      onClose={closeVendorPopup}
      className="vendor-popup"
      header={
        <div className="vendor-popup__banner">
          <GameArt name={name} vendor={vendor.vassalage} iconPath={vendor.lagerIcon} variant="vendor" />
          <div>
            <p className="vendor-popup__category">{t(CATEGORY_META[category].label)}</p>
            {feed.phase === 'ready' && (
              <p className="vendor-popup__count">{t('games_count', { total: formatCount(feed.count) })}</p>
            )}
          </div>
        </div>
      }
    >
      <div className="vendor-popup__body" data-testid="vendor-popup">
        <SearchBox value={search} onChange={setSearch} label={t('games_search_vendor', { vendor: name })} />
        <div ref={scroller} className="vendor-popup__scroller">
          <GameGrid
            feed={feed}
            scroller={scroller}
            compact
            testId="vendor-popup-grid"
            empty={gameName.trim() ? t('games_no_match', { search: gameName.trim() }) : t('games_none_yet')}
          />
        </div>
      </div>
    </Modal>
  );
}
