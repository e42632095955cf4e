/**
 * Staff rotate a vendor's signing secret from the back office (issue 13). The secret it replaces
 * stays good until `previous_valid_until`, so the vendor can switch over without refused calls (or
 * stops at once when it leaked). `rotated_at` marks a secret staff chose: the demo seed, which
 * derives the demo vendors' secrets from `DEMO_PROVIDER_SECRET`, leaves those alone.
 */
export const statements: string[] = [
  'alter table provider_vendor_secrets add column previous_secret text',
  'alter table provider_vendor_secrets add column previous_valid_until timestamptz',
  'alter table provider_vendor_secrets add column rotated_at timestamptz',
];
