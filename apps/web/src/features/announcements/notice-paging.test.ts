import { describe, expect, it } from 'vitest';
import { NOTICE_PAGE_SIZE, noticeDate, noticePage, noticePageCount } from './notice-paging';

describe('notice paging', () => {
  const notices = Array.from({ length: 13 }, (_, index) => index + 1);

  it('pages 8 at a time', () => {
    expect(NOTICE_PAGE_SIZE).toBe(8);
    expect(noticePage(notices, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(noticePage(notices, 2)).toEqual([9, 10, 11, 12, 13]);
    expect([0, 1, 8, 9, 16, 17].map((total) => noticePageCount(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('clamps a page out of range', () => {
    expect(noticePage(notices, 0)).toEqual(noticePage(notices, 1));
    expect(noticePage(notices, 9)).toEqual([9, 10, 11, 12, 13]);
    expect(noticePage([], 1)).toEqual([]);
  });

  it('dates notices with digits only', () => {
    expect(noticeDate('2026-03-01T12:00:00Z')).toMatch(/^2026-0[23]-\d{2}$/u);
    expect(noticeDate('soon')).toBe('soon');
  });
});
