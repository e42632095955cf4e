import type { Endpoint } from '@tessera/contracts';

/**
 * Whether a role may use a page, read from the endpoint the page loads: its `roles` (the same
 * table the server enforces) when the contract names them, else every role (the server still
 * refuses with `staff.forbidden`, which the page shows). Read loosely so this compiles whether or
 * not the contracts carry `roles` yet.
 */
export function canUse(endpoint: Endpoint, role: string | null | undefined): boolean {
  if (!role) return false;
  const roles = (endpoint as { roles?: readonly string[] }).roles;
  return roles === undefined || roles.includes(role);
}
