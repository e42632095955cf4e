import type { TranslationKey } from '../i18n/i18n';

/** Which chrome a route shows (spec §2.1 "Layout" column). */
export interface Layout {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  /** The floating support button; never on game and lottery screens, whose controls it would cover. */
  support: boolean;
}

export type PageKind =
  | 'home'
  | 'login'
  | 'register'
  | 'forget'
  | 'resetPassword'
  | 'notOpen'
  | 'seamless'
  | 'lottery'
  | 'gameCentre'
  | 'gameList'
  | 'agentHome'
  | 'promotions'
  | 'vip'
  | 'pointMall'
  | 'raffles'
  | 'down'
  | 'help'
  | 'sponsor'
  | 'description'
  | 'mirrors';

export interface RouteSpec {
  paths: readonly string[];
  page: PageKind;
  title: TranslationKey;
  layout: Layout;
  /** Sends a visitor without a stored token to /login (spec §2.1 navigation guard). */
  loginRequired?: boolean;
}

const FULL: Layout = { header: true, footer: true, sideMenu: true, support: true };
const HEADER_FOOTER: Layout = { header: true, footer: true, sideMenu: false, support: true };
const HEADER_ONLY: Layout = { header: true, footer: false, sideMenu: false, support: true };
const HEADER_MENU: Layout = { header: true, footer: false, sideMenu: true, support: true };
const MENU_ONLY: Layout = { header: false, footer: false, sideMenu: true, support: false };
/** A game or the lottery: the header for the way out and the balance, nothing over the controls. */
const PLAY: Layout = { header: true, footer: false, sideMenu: false, support: false };
const PLAY_MENU: Layout = { header: true, footer: false, sideMenu: true, support: false };

/** Game centres (header, footer) and their section titles (spec §2.5 home-section label keys). */
const GAME_CENTRES = [
  ['cockfight', 'in_cockfight_nav'],
  ['sports', 'con_sports'],
  ['esports', 'compete_game'],
  ['live', 'hd_live_casino'],
  ['fish', 'con_fish'],
  ['pvp', 'con_pvp'],
  ['lott', 'con_lott'],
  ['elott', 'con_elott'],
] as const satisfies readonly (readonly [string, TranslationKey])[];

/** Every route of spec §2.1. Paths match case-insensitively (the spec writes /vnlottery and /vnLottery). */
export const ROUTES: readonly RouteSpec[] = [
  { paths: ['/', '/index', '/index.html', '/home'], page: 'home', title: 'nav_home', layout: FULL },
  { paths: ['/login'], page: 'login', title: 'login_title', layout: MENU_ONLY },
  { paths: ['/register'], page: 'register', title: 'register_title', layout: MENU_ONLY },
  { paths: ['/forget'], page: 'forget', title: 'forgot_title', layout: MENU_ONLY },
  // Not in the spec: the page a mailed reset link opens (decision 0020).
  { paths: ['/resetPassword'], page: 'resetPassword', title: 'reset_title', layout: MENU_ONLY },
  { paths: ['/help'], page: 'help', title: 'nav_help', layout: FULL },
  ...GAME_CENTRES.map(([path, title]) => ({
    paths: [`/${path}`],
    page: 'gameCentre' as const,
    title,
    layout: HEADER_FOOTER,
  })),
  // The spec gives the list pages a side menu only; the header (balance, way home) is needed on a
  // phone, where the floating menu button was the only chrome.
  { paths: ['/rng'], page: 'gameList', title: 'con_rng', layout: HEADER_MENU },
  { paths: ['/hot'], page: 'gameList', title: 'popular_nav', layout: HEADER_MENU },
  // The RNG category under its reverse key INHOUSE (spec §2.1): the in-house games' list.
  { paths: ['/inHouse'], page: 'gameList', title: 'con_rng', layout: HEADER_MENU },
  { paths: ['/lottery'], page: 'lottery', title: 'nav_lottery', layout: PLAY, loginRequired: true },
  {
    paths: ['/seaLottery'],
    page: 'lottery',
    title: 'nav_sea_lottery',
    layout: PLAY_MENU,
    loginRequired: true,
  },
  {
    paths: ['/vnLottery'],
    page: 'lottery',
    title: 'nav_vn_lottery',
    layout: PLAY_MENU,
    loginRequired: true,
  },
  { paths: ['/promotions'], page: 'promotions', title: 'nav_promotions', layout: FULL },
  // Not in the spec's list: issue 15 asks for "a VIP page with levels and benefits".
  { paths: ['/vip'], page: 'vip', title: 'nav_vip', layout: FULL },
  // Issue 16: "points mall with redeem history and points details". Not login-required: a visitor
  // sees the page's frame and signs in on it, as on /vip.
  { paths: ['/pointMall'], page: 'pointMall', title: 'nav_point_mall', layout: FULL },
  // Issue 16: prize tickets (red envelope, wheel, egg); `?id=` picks the raffle. A visitor sees the
  // page's frame and signs in on it, as on /pointMall.
  { paths: ['/raffle'], page: 'raffles', title: 'nav_raffles', layout: FULL },
  { paths: ['/seamless'], page: 'seamless', title: 'nav_game_play', layout: PLAY },
  { paths: ['/sponsor'], page: 'sponsor', title: 'nav_sponsor', layout: HEADER_FOOTER },
  { paths: ['/description'], page: 'description', title: 'nav_description', layout: HEADER_ONLY },
  // Spec §2.1's mirror-site list (its route is not named there): the header and footer, like /sponsor.
  { paths: ['/mirrors'], page: 'mirrors', title: 'nav_mirrors', layout: HEADER_FOOTER },
  // The spec leaves /down's layout blank and hides the nav's drop-down for DOWN: a page of the nav,
  // with the header and footer like the promotions (decision 0054).
  { paths: ['/down'], page: 'down', title: 'nav_download', layout: HEADER_FOOTER },
  // The spec leaves the agent home's layout blank; the header keeps the way back. Not login-required:
  // a visitor signs in on the page itself and stays there (spec §4).
  { paths: ['/agentHome'], page: 'agentHome', title: 'nav_agent_home', layout: HEADER_FOOTER },
];

/** Paths that are aliases of others (none at present: /inHouse has its own list page). */
export const REDIRECTS: readonly { from: string; to: string }[] = [];

export const NOT_FOUND_LAYOUT: Layout = HEADER_FOOTER;

/** The route spec for a path, ignoring case and a trailing slash; null when nothing matches. */
export function findRoute(pathname: string): RouteSpec | null {
  const wanted = pathname.length > 1 ? pathname.replace(/\/+$/u, '').toLowerCase() : pathname;
  return ROUTES.find((route) => route.paths.some((path) => path.toLowerCase() === wanted)) ?? null;
}

/** Where a navigation really goes: /login for a login-required route without a token. */
export function guardTarget(route: RouteSpec | null, hasToken: boolean): '/login' | null {
  return route?.loginRequired && !hasToken ? '/login' : null;
}
