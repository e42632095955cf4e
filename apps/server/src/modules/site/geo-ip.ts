import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { GeoLocator } from './geo.js';

/** The part of geoip-country we use; the package ships no types. */
interface GeoIpCountry {
  lookup(ip: string): { country: string } | null;
}

/**
 * Addresses that never belong to a country: loopback, private, link-local, carrier-grade NAT,
 * documentation, multicast and reserved ranges. The database happens to miss most of them too,
 * but checking here keeps the answer stable when the data changes.
 */
const NOT_ROUTED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_ROUTED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_ROUTED.addSubnet(net, prefix, 'ipv6');
}

const MAPPED_DOTTED = /^(?:(?:0{1,4}:){5}|::)ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;
const MAPPED_HEX = /^(?:(?:0{1,4}:){5}|::)ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/** The address as the database indexes it, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) unwrapped; null if not an IP. */
export function normalizeIp(raw: string): { ip: string; family: 'ipv4' | 'ipv6' } | null {
  // Zone ids (`fe80::1%eth0`) say which interface, not where the address is.
  const ip = raw.trim().toLowerCase().split('%')[0]!;
  if (isIPv4(ip)) return { ip, family: 'ipv4' };
  if (!isIPv6(ip)) return null;
  const dotted = MAPPED_DOTTED.exec(ip);
  const v4 = dotted?.[1];
  if (v4 !== undefined) return isIPv4(v4) ? { ip: v4, family: 'ipv4' } : null;
  const hex = MAPPED_HEX.exec(ip);
  if (hex) {
    const hi = Number.parseInt(hex[1]!, 16);
    const lo = Number.parseInt(hex[2]!, 16);
    return { ip: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, family: 'ipv4' };
  }
  return { ip, family: 'ipv6' };
}

/**
 * Country from the GeoLite2 data bundled in `geoip-country` (no network at install or run time).
 * The package reads its 8 MB tables synchronously when first required, so that waits for the first
 * lookup rather than slowing every start and test: 25–50 ms and 8 MB of buffers (10–20 MB RSS) once
 * per process; later lookups take a few microseconds.
 *
 * The data is under MaxMind's GeoLite2 EULA (CC BY-SA 4.0 plus terms): the product must credit
 * "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com",
 * and a copy older than 30 days past MaxMind's next release must be replaced, i.e. keep the package
 * version current.
 */
export function createGeoIpLocator(): GeoLocator {
  let db: GeoIpCountry | undefined;
  const load = (): GeoIpCountry => {
    db ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
    return db;
  };
  return {
    country(raw: string): string | null {
      const addr = normalizeIp(raw);
      if (!addr || NOT_ROUTED.check(addr.ip, addr.family)) return null;
      const country = load().lookup(addr.ip)?.country;
      return country && /^[A-Z]{2}$/.test(country) ? country : null;
    },
  };
}
