import { describe, expect, it } from 'vitest';
import { isOpenPath } from './open-pages';
import { ROUTES } from './route-table';

describe('open pages', () => {
  it('counts built pages as open, with or without a query', () => {
    expect(isOpenPath('/')).toBe(true);
    expect(isOpenPath('/live')).toBe(true);
    expect(isOpenPath('/rng?vassalage=NVA')).toBe(true);
    expect(isOpenPath('/Sports/')).toBe(true);
    expect(isOpenPath('/promotions?promo=1')).toBe(true);
    expect(isOpenPath('/pointMall')).toBe(true);
    expect(isOpenPath('/pointmall?tab=details')).toBe(true);
    expect(isOpenPath('/help?page=terms')).toBe(true);
    expect(isOpenPath('/sponsor')).toBe(true);
    expect(isOpenPath('/description')).toBe(true);
  });

  it('never counts an "opening soon" page or an unknown address as open', () => {
    for (const route of ROUTES.filter((candidate) => candidate.page === 'notOpen')) {
      for (const path of route.paths) expect(isOpenPath(path), path).toBe(false);
    }
    expect(isOpenPath('/no-such-page')).toBe(false);
  });
});
