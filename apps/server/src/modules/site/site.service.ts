import {
  type MenuItem,
  type SiteInfo,
  type SiteStatusSettings,
  SYSTEM_STATUS,
  type SystemStatus,
  type Whitelabel,
} from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import { AppError } from '../../http/app-error.js';
import { COUNTRY_CODES } from './country-codes.js';
import type { GeoLocator } from './geo.js';
import { normalizeIp } from './geo-ip.js';
import type { Merchant } from './merchant.js';

/** The address in one spelling (`::ffff:1.2.3.4` → `1.2.3.4`, IPv6 lower-case), so list entries match. */
const canonicalIp = (ip: string) => normalizeIp(ip)?.ip ?? ip.trim();
const listed = (list: string[], ip: string) => list.some((entry) => canonicalIp(entry) === ip);

/** The game and page sections of the menu, each a module switch of the brand. */
const MENU: Array<[string, string[]]> = [
  ['HOME', []],
  ['GAMES', ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'COCKFIGHT', 'INHOUSE', 'LOTT', 'ELOTT']],
  ['PROMO', []],
  ['POINTMALL', []],
  ['SPONSOR', []],
  ['DOWN', []],
  ['HELP', []],
];

export class SiteService {
  constructor(
    private readonly clock: Clock,
    private readonly geo: GeoLocator,
  ) {}

  whitelabel(merchant: Merchant): Whitelabel {
    const item = (code: string, children: MenuItem[] = []): MenuItem => ({
      code,
      enabled: merchant.modules[code] !== false,
      children,
    });
    return {
      flags: merchant.flags,
      modules: merchant.modules,
      menu: MENU.map(([code, children]) =>
        item(
          code,
          children.map((child) => item(child)),
        ),
      ),
    };
  }

  domainRoutes(merchant: Merchant) {
    return merchant.domains.map((d) => ({ domain: d.domain, merchantCode: merchant.code, main: d.main }));
  }

  /** 0 normal, 1 maintenance (inside the operator's window), 2 region blocked. */
  statusCode(settings: SiteStatusSettings, ip: string, country: string | null): 0 | 1 | 2 {
    const { maintenance, regions } = settings;
    const now = this.clock.now().getTime();
    const started = !maintenance.from || Date.parse(maintenance.from) <= now;
    const ended = maintenance.to !== null && Date.parse(maintenance.to) <= now;
    if (maintenance.enabled && started && !ended) return SYSTEM_STATUS.MAINTENANCE;
    const caller = canonicalIp(ip);
    if (listed(regions.denyIps, caller)) return SYSTEM_STATUS.REGION_BLOCKED;
    if (listed(regions.allowIps, caller)) return SYSTEM_STATUS.NORMAL;
    if (country && regions.blockedCountries.includes(country)) return SYSTEM_STATUS.REGION_BLOCKED;
    return SYSTEM_STATUS.NORMAL;
  }

  /** Everything in the status answer but the visitor's own part; brands are immutable snapshots. */
  private readonly infoCache = new WeakMap<Merchant, SiteInfo>();

  /** The brand's info block, built once per loaded brand. */
  info(merchant: Merchant): SiteInfo {
    const cached = this.infoCache.get(merchant);
    if (cached) return cached;
    const domainRoute = this.domainRoutes(merchant);
    const info: SiteInfo = {
      brand: {
        merchantCode: merchant.code,
        name: merchant.name,
        platform: merchant.platform,
        lotteryType: merchant.lotteryType,
        defaultLanguage: merchant.defaultLanguage,
        languages: merchant.languages,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        currencyScale: merchant.currencyScale,
        defaultPasswordChangeFlag: merchant.flags.PWDEXPFORCECHANGE3 === true,
      },
      whitelabel: this.whitelabel(merchant),
      register: merchant.register,
      resources: merchant.resources,
      domainRoute,
      mainDomain: domainRoute.find((d) => d.main)?.domain ?? null,
      imageCDNs: merchant.cdn.image,
      launchGameCDNs: merchant.cdn.launch,
    };
    this.infoCache.set(merchant, info);
    return info;
  }

  status(merchant: Merchant, ip: string): SystemStatus {
    const country = this.geo.country(ip);
    const status = this.statusCode(merchant.status, ip, country);
    const { maintenance } = merchant.status;
    return {
      status,
      ip,
      country,
      maintenance:
        status === SYSTEM_STATUS.MAINTENANCE
          ? { from: maintenance.from, to: maintenance.to, message: maintenance.message }
          : null,
    };
  }

  /** Refuse member traffic while the site is closed for maintenance or to the visitor's region. */
  assertOpen(merchant: Merchant, ip: string): void {
    const code = this.statusCode(merchant.status, ip, this.geo.country(ip));
    if (code === SYSTEM_STATUS.MAINTENANCE) throw new AppError('system.maintenance');
    if (code === SYSTEM_STATUS.REGION_BLOCKED) throw new AppError('region.blocked');
  }

  countryCodes(merchant: Merchant) {
    const first = merchant.register.defaultCountryDialingCode;
    return [...COUNTRY_CODES].sort(
      (a, b) => Number(b.dialingCode === first) - Number(a.dialingCode === first),
    );
  }
}
