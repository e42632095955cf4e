import type { GameCategory } from '@tessera/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useSite } from '../../site/use-site';
import { useRebateRates } from '../../vip/vip-store';
import { categoryPath } from '../categories';
import { buildCategoryNav, type NavEntry, type NavVendor } from '../category-nav-rules';
import { useLaunchGame } from '../use-launch-game';
import { useVendorLanes } from '../vendor-lanes-store';
import { CategoryDropDown } from './category-drop-down';
import { ChevronDownIcon, FlameIcon, SearchIcon } from './games-icons';
import { VendorPopupHost } from './vendor-popup';

const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 160;

/**
 * The header's game entries (spec §2.1, §2.5): one per category that has a vendor, each with a
 * drop-down of its vendors and rebate rate on hover (or from its arrow button, by keyboard), then
 * the hot games. On narrow screens the row scrolls sideways and the drop-downs stay closed.
 */
export function CategoryNav() {
  const lanes = useVendorLanes();
  const { menu } = useSite().info.whitelabel;
  const rates = useRebateRates();
  const entries = useMemo(
    () => (lanes.phase === 'ready' ? buildCategoryNav(lanes.lanes, menu, rates) : []),
    [lanes, menu, rates],
  );
  const { t } = useTranslation();

  return (
    <>
      {entries.map((entry) => (
        <CategoryItem key={entry.category} entry={entry} />
      ))}
      <NavLink to="/hot" className="header__nav-link category-nav__hot" data-testid="nav-hot">
        <FlameIcon />
        {t('popular_nav')}
      </NavLink>
      <VendorPopupHost />
    </>
  );
}

/** The header's way into the game search: the slots list with its search field focused. */
export function GameSearchLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/rng?search="
      className="header__nav-link category-nav__search"
      aria-label={t('games_search_all')}
      title={t('games_search_all')}
      data-testid="nav-search"
    >
      <SearchIcon />
    </Link>
  );
}

function canHover(): boolean {
  return window.matchMedia('(hover: hover) and (pointer: fine) and (min-width: 1024px)').matches;
}

function CategoryItem({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { launchFirst, openLottery } = useLaunchGame();
  const [open, setOpen] = useState<false | 'hover' | 'keyboard'>(false);
  const item = useRef<HTMLSpanElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useUniqueId();

  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: false | 'hover', delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const hold = () => clearTimeout(timer.current);

  const enter = (category: GameCategory, vassalage?: string) => {
    setOpen(false);
    if (entry.behaviour === 'lottery') void openLottery(category, vassalage);
    else if (entry.behaviour === 'launchFirst') void launchFirst(category, vassalage);
    else void navigate(categoryPath(category, vassalage));
  };
  const choose = (vendor: NavVendor) => enter(vendor.category, vendor.card.vassalage);

  return (
    <span
      ref={item}
      className={`category-nav__item ${open ? 'is-open' : ''}`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && canHover() && later('hover', OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, CLOSE_DELAY_MS)}
      data-testid={`nav-${entry.category}`}
    >
      <NavLink
        ref={link}
        to={entry.path}
        className="header__nav-link category-nav__link"
        aria-haspopup="true"
        aria-expanded={open !== false}
        aria-controls={open ? panelId : undefined}
        onKeyDown={(event) => {
          // The keyboard's way to the drop-down: arrow down opens it with the first vendor focused.
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen('keyboard');
          }
          if (event.key === 'Escape') setOpen(false);
        }}
        onClick={(event) => {
          if (entry.behaviour === 'page') {
            setOpen(false);
            return;
          }
          event.preventDefault();
          enter(entry.category);
        }}
      >
        {t(entry.label)}
        <ChevronDownIcon className="category-nav__chevron" />
      </NavLink>
      {open && item.current && (
        <CategoryDropDown
          entry={entry}
          anchor={item.current}
          id={panelId}
          focusFirst={open === 'keyboard'}
          onChoose={choose}
          onPointerEnter={hold}
          onPointerLeave={() => later(false, CLOSE_DELAY_MS)}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) link.current?.focus();
          }}
        />
      )}
    </span>
  );
}
