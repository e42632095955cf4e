import { describe, expect, it } from 'vitest';
import { findRoute, guardTarget, REDIRECTS, ROUTES } from './route-table';

describe('route table', () => {
  it('registers every path of spec §2.1', () => {
    const paths = ROUTES.flatMap((route) => route.paths).concat(REDIRECTS.map((redirect) => redirect.from));
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register',
      '/forget',
      '/help',
      '/cockfight',
      '/sports',
      '/esports',
      '/live',
      '/fish',
      '/pvp',
      '/lott',
      '/elott',
      '/rng',
      '/hot',
      '/inHouse',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/sponsor',
      '/description',
      '/down',
      '/agentHome',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('gives each route the layout of the spec', () => {
    expect(findRoute('/')?.layout).toEqual({ header: true, footer: true, sideMenu: true });
    expect(findRoute('/login')?.layout).toEqual({ header: false, footer: false, sideMenu: true });
    expect(findRoute('/live')?.layout).toEqual({ header: true, footer: true, sideMenu: false });
    expect(findRoute('/rng')?.layout).toEqual({ header: false, footer: false, sideMenu: true });
    expect(findRoute('/lottery')?.layout).toEqual({ header: true, footer: false, sideMenu: false });
    expect(findRoute('/seaLottery')?.layout).toEqual({ header: true, footer: false, sideMenu: true });
    expect(findRoute('/sponsor')?.layout).toEqual({ header: true, footer: true, sideMenu: false });
  });

  it('matches without regard to case or a trailing slash', () => {
    expect(findRoute('/vnlottery')?.title).toBe('nav_vn_lottery');
    expect(findRoute('/SEALOTTERY/')?.title).toBe('nav_sea_lottery');
    expect(findRoute('/nowhere')).toBeNull();
  });

  it('sends visitors without a token from login-required routes to /login', () => {
    expect(guardTarget(findRoute('/lottery'), false)).toBe('/login');
    expect(guardTarget(findRoute('/lottery'), true)).toBeNull();
    expect(guardTarget(findRoute('/vnLottery'), false)).toBe('/login');
    expect(guardTarget(findRoute('/live'), false)).toBeNull();
  });
});
