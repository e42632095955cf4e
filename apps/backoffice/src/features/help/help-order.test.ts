import { describe, expect, it } from 'vitest';
import { emptyHtml, moved, writtenWords } from './help-order';

describe('help centre editing', () => {
  it('moves an item one place, and not past either end', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('leaves out languages with nothing written, and an editor’s empty paragraph', () => {
    expect(writtenWords({ EN: 'Deposits', BN: '  ', TH: undefined })).toEqual({ EN: 'Deposits' });
    expect(emptyHtml('<p></p>')).toBe(true);
    expect(emptyHtml('<p><br></p>')).toBe(true);
    expect(emptyHtml('<p>a</p>')).toBe(false);
  });
});
