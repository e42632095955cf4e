/** Country of an IP address from an offline database; null when unknown (loopback, private ranges). */
export interface GeoLocator {
  country(ip: string): string | null;
}

export const noGeo: GeoLocator = { country: () => null };
