import { describe, expect, it } from 'vitest';
import { isBuiltMemberCentrePage } from '../member-centre/member-centre-pages';
import { isSafeUrl, linkTargetOf } from './link-target';

describe('announcement links', () => {
  it('follow the linkage type', () => {
    expect(linkTargetOf({ url: '/live', linkageType: 'ROUTE' })).toEqual({ kind: 'route', to: '/live' });
    expect(linkTargetOf({ url: 'https://example.com/a?b=1', linkageType: 'EXTERNAL' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    });
    expect(linkTargetOf({ url: '/live', linkageType: 'NONE' })).toEqual({ kind: 'none' });
  });

  it('never turn a bad address into a link', () => {
    expect(linkTargetOf({ url: 'https://evil.example', linkageType: 'ROUTE' })).toEqual({ kind: 'none' });
    expect(linkTargetOf({ url: '//evil.example/x', linkageType: 'ROUTE' })).toEqual({ kind: 'none' });
    expect(linkTargetOf({ url: 'javascript:alert(1)', linkageType: 'EXTERNAL' })).toEqual({ kind: 'none' });
    expect(linkTargetOf({ url: null, linkageType: 'ROUTE' })).toEqual({ kind: 'none' });
    // An external link staff pointed at a site path still works, inside the site.
    expect(linkTargetOf({ url: '/sports', linkageType: 'EXTERNAL' })).toEqual({
      kind: 'route',
      to: '/sports',
    });
  });

  it('never lead to a page that is not built: "opening soon" pages, unknown paths', () => {
    expect(linkTargetOf({ url: '/no-such-page?topic=faq', linkageType: 'EXTERNAL' })).toEqual({
      kind: 'none',
    });
    expect(linkTargetOf({ url: '/no-such-page', linkageType: 'ROUTE' })).toEqual({ kind: 'none' });
  });

  it('leads to the help centre and its pages, now that they are built', () => {
    expect(linkTargetOf({ url: '/help?page=terms', linkageType: 'ROUTE' })).toEqual({
      kind: 'route',
      to: '/help?page=terms',
    });
  });

  it('leads to the points mall, now that it is built', () => {
    expect(linkTargetOf({ url: '/pointMall', linkageType: 'ROUTE' })).toEqual({
      kind: 'route',
      to: '/pointMall',
    });
    expect(linkTargetOf({ url: '/pointMall?tab=details', linkageType: 'EXTERNAL' })).toEqual({
      kind: 'route',
      to: '/pointMall?tab=details',
    });
  });

  it('leads to the promotions page and, for a promotion, to the reward centre', () => {
    expect(linkTargetOf({ url: '/promotions', linkageType: 'ROUTE' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
    expect(isBuiltMemberCentrePage('rewardCenter')).toBe(true);
    expect(linkTargetOf({ url: null, linkageType: 'PROMOTION' })).toEqual({ kind: 'promotion' });
  });

  it('allows only site paths and web addresses as sources', () => {
    expect(['/images/a.svg', 'https://cdn.example/a.png', 'http://x.example'].every(isSafeUrl)).toBe(true);
    expect(
      ['data:image/svg+xml,<svg>', 'javascript:x', '//x.example', 'ftp://x', ' /a b'].some(isSafeUrl),
    ).toBe(false);
  });
});
