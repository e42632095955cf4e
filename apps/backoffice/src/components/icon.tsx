import type { IconName as MenuIcon } from '../app/menu';

type IconName =
  | MenuIcon
  | 'menu'
  | 'close'
  | 'sun'
  | 'moon'
  | 'logout'
  | 'key'
  | 'chevron-left'
  | 'chevron-right'
  | 'refresh'
  | 'plus'
  | 'lock'
  | 'search'
  | 'arrow-up'
  | 'arrow-down'
  | 'download'
  | 'play'
  | 'trash';

/** Stroke icons (24-unit grid, drawn with the text colour). */
const PATHS: Record<IconName, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  report: 'M6 3h9l4 4v14H6zM14 3v5h5M9 17v-3m3 3v-6m3 6v-4',
  games:
    'M7 8h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.2 2l-1.3-1.4h-5L8.2 15A3 3 0 0 1 3 13v-1a4 4 0 0 1 4-4Zm1 2v3m-1.5-1.5h3M16 11h.01M18 13h.01',
  jobs: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 2M17 3h4v4M21 3l-5 5',
  deposit: 'M12 4v11m0 0-4-4m4 4 4-4M5 19h14',
  withdraw: 'M12 19V8m0 0-4 4m4-4 4 4M5 5h14',
  adjust: 'M4 7h10m4 0h2M4 17h4m4 0h8M14 5v4m-6 6v4',
  channel: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h4',
  members:
    'M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6 1.3 0 2.5.4 3.5 1.1M17.5 20a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm1.8-.7L21 21',
  audit:
    'M9 4h6v3H9zM8 5.5H6a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1h-2M9 12h6M9 16h4',
  draw: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v4l3 2',
  megaphone: 'M4 10v4h3l6 4V6L7 10H4Zm13-1a4 4 0 0 1 0 6',
  gift: 'M4 9h16v3H4zM5 12h14v8H5zM12 9v11M12 9c-1.5-3-5-4-5.5-2S9 9 12 9Zm0 0c1.5-3 5-4 5.5-2S15 9 12 9Z',
  crown: 'M4 8l4 4 4-7 4 7 4-4-2 11H6zM6 19h12',
  coins:
    'M9 5c3.3 0 6 1.1 6 2.5S12.3 10 9 10 3 8.9 3 7.5 5.7 5 9 5Zm-6 2.5v4C3 12.9 5.7 14 9 14s6-1.1 6-2.5v-4M3 11.5v4C3 16.9 5.7 18 9 18c1.1 0 2.1-.1 3-.4m3-5.1c3.3 0 6 1.1 6 2.5S18.3 17.5 15 17.5 9 16.4 9 15m12 0v3.5c0 1.4-2.7 2.5-6 2.5s-6-1.1-6-2.5V15',
  inbox: 'M4 13l2.5-7h11l2.5 7v6H4zM4 13h5l1 2h4l1-2h5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  wallet: 'M4 7a2 2 0 0 1 2-2h11v4M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Zm12 7h.01',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm7 3-2-1 1-2-2-2-2 1-1-2h-2l-1 2-2-1-2 2 1 2-2 1v2l2 1-1 2 2 2 2-1 1 2h2l1-2 2 1 2-2-1-2 2-1z',
  agents:
    'M12 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 5v4m-6 0h12M6 12v3m12-3v3M6 15a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm12 0a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  target:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  trophy: 'M8 4h8v6a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7.5v9',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 8c0-3 3-5 6-5s6 2 6 5m1-8a3 3 0 1 0 0-6m2 14c0-2-1-4-3-5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v2m0 14v2M3 12h2m14 0h2M5.6 5.6 7 7m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  key: 'M15 7a3 3 0 1 1-3 3M12 10l-8 8v2h3l1-1v-2h2v-2h2l1-1',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  plus: 'M12 5v14M5 12h14',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v9H5z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4',
  'arrow-up': 'M12 19V5m0 0-6 6m6-6 6 6',
  'arrow-down': 'M12 5v14m0 0-6-6m6 6 6-6',
  download: 'M12 4v11m0 0-4-4m4 4 4-4M5 20h14',
  play: 'M8 5v14l11-7z',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
};

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
