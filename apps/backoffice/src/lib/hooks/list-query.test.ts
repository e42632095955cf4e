import { describe, expect, it } from 'vitest';
import { pageCount, readListQuery, writeListQuery } from './list-query';

const spec = { filters: { state: ['PENDING', 'APPROVED', 'REJECTED'], game: ['', 'SSC1'] } };

describe('list views in the address', () => {
  it('reads known values and falls back to each default', () => {
    expect(readListQuery(spec, new URLSearchParams('state=APPROVED&page=3&game=SSC1'))).toEqual({
      filters: { state: 'APPROVED', game: 'SSC1' },
      page: 3,
    });
    expect(readListQuery(spec, new URLSearchParams('state=DROP&page=-2&game=X'))).toEqual({
      filters: { state: 'PENDING', game: '' },
      page: 1,
    });
    expect(readListQuery(spec, new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readListQuery(spec, new URLSearchParams('page=99999')).page).toBe(1);
  });

  it('writes a filter change back to page 1 and leaves defaults out', () => {
    const from = new URLSearchParams('state=APPROVED&page=4&open=abc');
    expect(writeListQuery(spec, from, { filters: { state: 'PENDING' } }).toString()).toBe('open=abc');
    expect(writeListQuery(spec, from, { filters: { state: 'APPROVED' }, page: 5 }).toString()).toBe(
      'state=APPROVED&page=5&open=abc',
    );
    expect(writeListQuery(spec, from, { filters: { game: 'SSC1' } }).toString()).toBe(
      'state=APPROVED&open=abc&game=SSC1',
    );
  });

  it('takes an open filter when it matches its pattern', () => {
    const open = { filters: { gameCode: /^[A-Z0-9_]{2,32}$/u } };
    expect(readListQuery(open, new URLSearchParams('gameCode=SSC_1')).filters.gameCode).toBe('SSC_1');
    expect(readListQuery(open, new URLSearchParams('gameCode=bad code')).filters.gameCode).toBe('');
    expect(
      writeListQuery(open, new URLSearchParams('gameCode=X1'), { filters: { gameCode: '' } }).toString(),
    ).toBe('');
  });

  it('tells an absent filter (its default) from an empty one ("all") when the default is not "all"', () => {
    const queue = { filters: { status: ['PENDING', '', 'POSTED'] } };
    expect(readListQuery(queue, new URLSearchParams('')).filters.status).toBe('PENDING');
    expect(readListQuery(queue, new URLSearchParams('status=')).filters.status).toBe('');
    const all = writeListQuery(queue, new URLSearchParams(''), { filters: { status: '' } });
    expect(all.toString()).toBe('status=');
    expect(readListQuery(queue, all).filters.status).toBe('');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
