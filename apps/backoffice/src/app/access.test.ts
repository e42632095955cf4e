import { type Endpoint, listStaff } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { canUse } from './access';

const open = { ...listStaff, roles: undefined } as Endpoint;
const adminOnly = { ...listStaff, roles: ['admin'] } as unknown as Endpoint;

describe('canUse', () => {
  it('lets every role use a page whose call names no roles', () => {
    expect(canUse(open, 'support')).toBe(true);
  });

  it('lets only the named roles use a page whose call names them', () => {
    expect(canUse(adminOnly, 'admin')).toBe(true);
    expect(canUse(adminOnly, 'finance')).toBe(false);
  });

  it('lets nobody in without a role', () => {
    expect(canUse(open, null)).toBe(false);
  });
});
