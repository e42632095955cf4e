import type { Resource } from '@tessera/contracts';

/** Resource types that point at customer service (live chat) rather than a social page. */
const CUSTOMER_SERVICE_TYPES = ['CUSTOMER_SERVICE', 'CUSTOMERSERVICE', 'CS', 'LIVECHAT', 'LIVE_CHAT', 'CHAT'];
export const SOCIAL_TYPES = [
  'FACEBOOK',
  'YOUTUBE',
  'WHATSAPP',
  'TIKTOK',
  'INSTAGRAM',
  'TWITTER',
  'TELEGRAM',
] as const;

/** A web, mail or phone link, or a path on the brand's own site (an app download it serves). */
const usable = (resource: Resource) => /^(https?:|mailto:|tel:|\/(?![/\\]))/iu.test(resource.url.trim());

export function customerServiceLinks(resources: readonly Resource[]): Resource[] {
  return resources.filter(
    (item) => CUSTOMER_SERVICE_TYPES.includes(item.resourceType.toUpperCase()) && usable(item),
  );
}

export function resourceOfType(resources: readonly Resource[], type: string): Resource | null {
  return resources.find((item) => item.resourceType.toUpperCase() === type && usable(item)) ?? null;
}

/**
 * The payment methods the footer shows (spec §2.5 "payment images"): resources of type `PAYMENT`
 * whose address is the logo (a path on the brand's site, or a web address), named by their label.
 */
export function paymentImages(resources: readonly Resource[]): Resource[] {
  return resources.filter((item) => item.resourceType.toUpperCase() === 'PAYMENT' && usable(item));
}

export function socialLinks(resources: readonly Resource[]): Resource[] {
  return resources.filter(
    (item) => (SOCIAL_TYPES as readonly string[]).includes(item.resourceType.toUpperCase()) && usable(item),
  );
}

/** Customer service opens in a 440 × 750 popup window (spec §9); blocked popups fall back to a tab. */
export function openCustomerService(resources: readonly Resource[]): boolean {
  const link = customerServiceLinks(resources)[0];
  if (!link) return false;
  openServicePopup(link.url);
  return true;
}

/** An external chat's address in the 440 × 750 popup (or a tab where popups are blocked). */
export function openServicePopup(url: string): void {
  const popup = window.open(url, 'customer-service', 'width=440,height=750');
  // The chat page must not be able to navigate this tab (reverse tabnabbing).
  if (popup) popup.opener = null;
  else window.open(url, '_blank', 'noopener,noreferrer');
}
