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

describe('the menu from the roles', () => {
  it('lands the roles of the reports on the dashboard, content on its own pages', async () => {
    const { menuFor } = await import('./menu');
    for (const role of ['admin', 'finance', 'support', 'risk'])
      expect(menuFor(role)[0]?.key).toBe('dashboard');
    const content = menuFor('content').map((item) => item.key);
    expect(content).not.toContain('dashboard');
    expect(content).toContain('games');
    expect(menuFor('finance').map((item) => item.key)).not.toContain('jobs');
    expect(menuFor('admin').map((item) => item.key)).toEqual(
      expect.arrayContaining(['dashboard', 'reports', 'games', 'jobs']),
    );
  });

  it('tells whether a linked address leads to a page the role may use', async () => {
    const { pageAllowed } = await import('./menu');
    expect(pageAllowed('/deposits?state=APPROVED', 'finance')).toBe(true);
    expect(pageAllowed('/deposits?state=APPROVED', 'support')).toBe(false);
    expect(pageAllowed('/catalog/games?vendor=SLT', 'content')).toBe(true);
    expect(pageAllowed('/catalog/games?vendor=SLT', 'finance')).toBe(false);
    expect(pageAllowed('/members/2', 'support')).toBe(true);
    expect(pageAllowed('/account', 'content')).toBe(true);
  });
});
