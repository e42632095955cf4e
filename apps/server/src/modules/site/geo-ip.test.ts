import { describe, expect, it } from 'vitest';
import { createGeoIpLocator, normalizeIp } from './geo-ip.js';

const geo = createGeoIpLocator();

describe('createGeoIpLocator', () => {
  it('finds the country of public addresses', () => {
    expect(geo.country('8.8.8.8')).toBe('US');
    expect(geo.country('81.2.69.142')).toBe('GB');
    expect(geo.country('2001:4860:4860::8888')).toBe('US');
  });

  it('unwraps IPv4-mapped IPv6 in dotted and hex form', () => {
    expect(geo.country('::ffff:8.8.8.8')).toBe('US');
    expect(geo.country('::FFFF:0808:0808')).toBe('US');
    expect(geo.country('0:0:0:0:0:ffff:8.8.8.8')).toBe('US');
  });

  it('has no country for loopback, private and reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1%eth0',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:192.168.0.1',
    ]) {
      expect(geo.country(ip), ip).toBeNull();
    }
  });

  it('has no country for things that are not addresses', () => {
    for (const ip of ['', 'garbage', '8.8.8', '8.8.8.256', '::ffff:999.1.1.1', '1.2.3.4.5', 'localhost']) {
      expect(geo.country(ip), ip).toBeNull();
    }
  });
});

describe('normalizeIp', () => {
  it('keeps plain addresses and unwraps mapped ones', () => {
    expect(normalizeIp(' 8.8.8.8 ')).toEqual({ ip: '8.8.8.8', family: 'ipv4' });
    expect(normalizeIp('::ffff:c0a8:0101')).toEqual({ ip: '192.168.1.1', family: 'ipv4' });
    expect(normalizeIp('2001:DB8::1')).toEqual({ ip: '2001:db8::1', family: 'ipv6' });
    expect(normalizeIp('nope')).toBeNull();
  });
});
