import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavVendor } from '../category-nav-rules';
import { useLaunchGame } from '../use-launch-game';
import { vendorDisplayName } from '../vendor-names';
import { GameArt } from './game-art';
import { ChevronEndIcon, ChevronStartIcon, PlayIcon } from './games-icons';

/** Spec §9: vendor swipers get their arrows above 5 vendors. */
export const VENDOR_SWIPER_MIN = 6;

/**
 * A category's vendors as large cards: a VASSALAGE vendor opens its game list in a popup, a
 * one-game vendor (a sportsbook) starts its game. A row that scrolls sideways, with arrows when
 * there are more than five.
 */
export function VendorStrip({ vendors, title }: { vendors: readonly NavVendor[]; title: string }) {
  const { t } = useTranslation();
  const { launch } = useLaunchGame();
  const row = useRef<HTMLUListElement>(null);
  const swiper = vendors.length >= VENDOR_SWIPER_MIN;
  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <section className="vendor-strip" aria-label={title} data-testid="vendor-strip">
      <div className="vendor-strip__head">
        <h2 className="vendor-strip__title">{title}</h2>
        {swiper && (
          <div className="vendor-strip__arrows">
            <button
              type="button"
              className="icon-button"
              onClick={() => scroll(-1)}
              aria-label={t('games_scroll_back')}
            >
              <ChevronStartIcon />
            </button>
            <button
              type="button"
              className="icon-button"
              onClick={() => scroll(1)}
              aria-label={t('games_scroll_on')}
            >
              <ChevronEndIcon />
            </button>
          </div>
        )}
      </div>
      <ul ref={row} className={`vendor-strip__row ${swiper ? 'is-swiper' : ''}`}>
        {vendors.map(({ card, category }) => {
          const name = vendorDisplayName(card);
          return (
            <li key={`${category}:${card.vassalage}`}>
              <button
                type="button"
                className="vendor-card"
                onClick={() => void launch({ kind: 'vendor', vendor: card, category })}
                data-testid="vendor-card"
                data-vendor={card.vassalage}
              >
                <GameArt name={name} vendor={card.vassalage} iconPath={card.lagerIcon} variant="vendor" />
                <span className="vendor-card__text">
                  <span className="vendor-card__name">{name}</span>
                  <span className="vendor-card__action">
                    <PlayIcon />
                    {card.isGame === 'VASSALAGE' ? t('games_vendor_open') : t('games_start')}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
