import { describe, expect, it } from 'vitest';
import {
  closedBy,
  DEPTH_KEY,
  depthOf,
  entryFor,
  stepsBack,
  withDepth,
  withSearchParam,
} from './modal-entries';

describe('modal history entries', () => {
  it('read the depth a state marks, and 0 for the page and for states that are not ours', () => {
    expect(depthOf({ usr: null, key: 'a1', idx: 3, [DEPTH_KEY]: 2 })).toBe(2);
    for (const state of [null, undefined, 'x', {}, { idx: 3 }, { [DEPTH_KEY]: 0 }, { [DEPTH_KEY]: -1 }]) {
      expect(depthOf(state), JSON.stringify(state)).toBe(0);
    }
    expect(depthOf({ [DEPTH_KEY]: 1.5 })).toBe(0);
    expect(depthOf({ [DEPTH_KEY]: '2' })).toBe(0);
  });

  it("mark a state without losing the router's keys, and take the mark away at 0", () => {
    const router = { usr: { from: 'home' }, key: 'k9', idx: 4 };
    const marked = withDepth(router, 1);
    expect(marked).toEqual({ ...router, [DEPTH_KEY]: 1 });
    expect(router).not.toHaveProperty(DEPTH_KEY);
    expect(withDepth(marked, 0)).toEqual(router);
    expect(withDepth(null, 2)).toEqual({ [DEPTH_KEY]: 2 });
  });

  it('push an entry above the open modals, or reuse the entry a closed modal left behind', () => {
    expect(entryFor([], 0)).toEqual({ depth: 1, action: 'push' });
    expect(entryFor([1], 1)).toEqual({ depth: 2, action: 'push' });
    // A modal closed by X whose Back has not run yet (or a reload on its entry): reuse it.
    expect(entryFor([], 1)).toEqual({ depth: 1, action: 'replace' });
    expect(entryFor([1], 3)).toEqual({ depth: 2, action: 'replace' });
  });

  it('go back over the entries of modals closed by X, never over the page’s own entries', () => {
    expect(stepsBack([], 1)).toBe(1);
    expect(stepsBack([1], 2)).toBe(1);
    expect(stepsBack([], 2)).toBe(2);
    expect(stepsBack([1, 2], 2)).toBe(0);
    // A link followed from the modal: the page's new entry carries no mark, nothing to undo.
    expect(stepsBack([], 0)).toBe(0);
  });

  it('close, on Back, every modal above the entry arrived at', () => {
    expect(closedBy([1, 2], 1)).toEqual([2]);
    expect(closedBy([1, 2], 0)).toEqual([1, 2]);
    expect(closedBy([1], 1)).toEqual([]);
    expect(closedBy([], 0)).toEqual([]);
  });

  it('set and take away one search parameter, keeping the rest of the address', () => {
    const href = 'https://site.test/lottery?gameCode=SSC1#board';
    expect(withSearchParam(href, 'mc', 'withdraw')).toBe('/lottery?gameCode=SSC1&mc=withdraw#board');
    expect(withSearchParam('https://site.test/home?mc=withdraw', 'mc', null)).toBe('/home');
    expect(withSearchParam('https://site.test/home?mc=a&x=1', 'mc', 'b')).toBe('/home?mc=b&x=1');
  });
});
