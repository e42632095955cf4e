import { describe, expect, it } from 'vitest';
import { memberCentreUrl, pageInSearch, searchWithoutMemberCentre } from './member-centre-address';

describe('member-centre addresses', () => {
  it('name a page of the member centre by its menu name, and nothing else', () => {
    expect(pageInSearch('?mc=withdraw')).toBe('withdraw');
    expect(pageInSearch('?gameCode=SSC1&mc=depositv2')).toBe('depositv2');
    for (const search of ['', '?mc=', '?mc=admin', '?mc=Withdraw', '?other=withdraw', '?mc=toString']) {
      expect(pageInSearch(search), search).toBeNull();
    }
  });

  it("open and close on the page's own address", () => {
    expect(memberCentreUrl('https://site.test/lottery?gameCode=SSC1', 'withdraw')).toBe(
      '/lottery?gameCode=SSC1&mc=withdraw',
    );
    expect(memberCentreUrl('https://site.test/home?mc=withdraw', 'messageV2')).toBe('/home?mc=messageV2');
    expect(memberCentreUrl('https://site.test/home?mc=withdraw', null)).toBe('/home');
  });

  it('leave the rest of the query as it is', () => {
    expect(searchWithoutMemberCentre('?mc=withdraw')).toBe('');
    expect(searchWithoutMemberCentre('?gameCode=SSC1&mc=withdraw')).toBe('?gameCode=SSC1');
    expect(searchWithoutMemberCentre('?gameCode=SSC1')).toBe('?gameCode=SSC1');
  });
});
