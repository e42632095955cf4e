import { describe, expect, it } from 'vitest';
import { treeSearchQuery } from './tree-search-query';

describe('the tree search term', () => {
  it('sends an account as it is, digits as an account and a member id, #12 as a member id only', () => {
    expect(treeSearchQuery('agent01')).toEqual({ account: 'agent01' });
    expect(treeSearchQuery('1234')).toEqual({ account: '1234', memberId: 1234 });
    expect(treeSearchQuery('#12')).toEqual({ memberId: 12 });
    expect(treeSearchQuery('#0')).toEqual({ account: '#0' });
    expect(treeSearchQuery('0')).toEqual({ account: '0' });
    expect(treeSearchQuery('9999999999')).toEqual({ account: '9999999999' });
    expect(treeSearchQuery('#abc')).toEqual({ account: '#abc' });
  });
});
