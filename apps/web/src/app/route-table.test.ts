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
    expect(findRoute('/')?.layout).toMatchObject({ header: true, footer: true, sideMenu: true });
    expect(findRoute('/login')?.layout).toMatchObject({ header: false, footer: false, sideMenu: true });
    expect(findRoute('/live')?.layout).toMatchObject({ header: true, footer: true, sideMenu: false });
    expect(findRoute('/lottery')?.layout).toMatchObject({ header: true, footer: false, sideMenu: false });
    expect(findRoute('/seaLottery')?.layout).toMatchObject({ header: true, footer: false, sideMenu: true });
    expect(findRoute('/sponsor')?.layout).toMatchObject({ header: true, footer: true, sideMenu: false });
  });

  it('gives the game lists the header a phone needs (balance, way home) beside the side menu', () => {
    for (const path of ['/rng', '/hot', '/inHouse']) {
      expect(findRoute(path)?.layout, path).toMatchObject({ header: true, sideMenu: true });
    }
  });

  it('keeps the support button off game and lottery screens, and on the pages with a header', () => {
    for (const path of ['/seamless', '/lottery', '/vnLottery', '/seaLottery']) {
      expect(findRoute(path)?.layout.support, path).toBe(false);
    }
    for (const path of ['/', '/live', '/rng', '/promotions', '/sponsor']) {
      expect(findRoute(path)?.layout.support, path).toBe(true);
    }
  });

  it('builds the VIP page of issue 15 with the full chrome', () => {
    expect(findRoute('/vip')).toMatchObject({ page: 'vip', title: 'nav_vip' });
    expect(findRoute('/VIP/')?.layout).toMatchObject({ header: true, footer: true, sideMenu: true });
    expect(findRoute('/vip')?.loginRequired).toBeFalsy();
  });

  it('builds the points mall of issue 16 with the full chrome, open to visitors (who sign in on it)', () => {
    expect(findRoute('/pointMall')).toMatchObject({ page: 'pointMall', title: 'nav_point_mall' });
    expect(findRoute('/POINTMALL/')?.layout).toMatchObject({ header: true, footer: true, sideMenu: true });
    expect(findRoute('/pointMall')?.loginRequired).toBeFalsy();
    expect(guardTarget(findRoute('/pointMall'), false)).toBeNull();
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
