import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { rateText } from '../../vip/vip-words';
import type { NavEntry, NavVendor } from '../category-nav-rules';
import { vendorDisplayName } from '../vendor-names';
import { GameArt } from './game-art';

const PANEL_WIDTH = 380;
const EDGE = 12;

/** Under the entry, kept inside the window (its end edge first in right-to-left pages). */
function placement(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const width = Math.min(PANEL_WIDTH, window.innerWidth - 2 * EDGE);
  const wanted = document.dir === 'rtl' ? rect.right - width : rect.left;
  const left = Math.max(EDGE, Math.min(wanted, window.innerWidth - width - EDGE));
  return { top: rect.bottom + 6, left, inlineSize: width };
}

/**
 * The drop-down under a category entry (spec §2.5): the category's vendors and its rebate rate.
 * Rendered on <body> at the entry's position, so the navigation row may scroll sideways without
 * clipping it.
 */
export function CategoryDropDown({
  entry,
  anchor,
  id,
  focusFirst,
  onChoose,
  onPointerEnter,
  onPointerLeave,
  onClose,
}: {
  entry: NavEntry;
  anchor: HTMLElement;
  id: string;
  /** Opened from the keyboard: the first vendor takes the focus. */
  focusFirst: boolean;
  onChoose: (vendor: NavVendor) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<CSSProperties>(() => placement(anchor));
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (focusFirst) panel.current?.querySelector('button')?.focus();
    // A press anywhere else closes it.
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.contains(target)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [anchor, focusFirst]);

  useEffect(() => {
    const place = () => setPosition(placement(anchor));
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [anchor]);

  return createPortal(
    <div
      ref={panel}
      id={id}
      className="category-drop"
      style={position}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(true);
      }}
      onBlur={(event) => {
        if (!panel.current?.contains(event.relatedTarget as Node | null)) onClose(false);
      }}
      data-testid={`category-drop-${entry.category}`}
    >
      <div className="category-drop__head">
        <span className="category-drop__title">{t(entry.label)}</span>
        {entry.rebateBp !== null && (
          <span className="category-drop__rebate" data-testid="category-rebate">
            {t('games_rebate', { rate: rateText(entry.rebateBp) })}
          </span>
        )}
      </div>
      <ul className="category-drop__list">
        {entry.vendors.map((vendor) => {
          const name = vendorDisplayName(vendor.card);
          return (
            <li key={`${vendor.category}:${vendor.card.vassalage}`}>
              <button type="button" className="category-drop__vendor" onClick={() => onChoose(vendor)}>
                <GameArt
                  name={name}
                  vendor={vendor.card.vassalage}
                  iconPath={vendor.card.lagerIcon}
                  variant="vendor"
                />
                <span className="category-drop__name">{name}</span>
                {vendor.category === 'INHOUSE' && <span className="pill">{t('games_inhouse_short')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>,
    document.body,
  );
}
