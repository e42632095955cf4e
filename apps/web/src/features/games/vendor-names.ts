import type { VendorCard, VendorLane } from '@tessera/contracts';

/**
 * A vendor's name for people. The lanes carry no name field: the remark holds it, after a
 * "Label · " lead-in when the catalogue writes one ("Demo catalog · Sportex"); a remark too long
 * to be a name, or none, leaves the vendor code.
 */
export function vendorDisplayName(card: Pick<VendorCard, 'vassalage' | 'remark'>): string {
  const remark = card.remark.trim();
  const name = remark.includes('·') ? remark.slice(remark.lastIndexOf('·') + 1).trim() : remark;
  return name !== '' && name.length <= 40 ? name : card.vassalage;
}

/** Every vendor's display name by code, for game cards that only carry the code. */
export function vendorNameMap(lanes: readonly VendorLane[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (!names.has(card.vassalage)) names.set(card.vassalage, vendorDisplayName(card));
    }
  }
  return names;
}
