import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('answer cache', () => {
  it('answers from memory within the time to live, loads again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new AnswerCache<number>(1_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one load between concurrent asks and forgets failed loads', async () => {
    let loads = 0;
    const cache = new AnswerCache<number>(1_000, 10, () => 0);
    const [a, b] = await Promise.all([
      cache.get('k', async () => ++loads),
      cache.get('k', async () => ++loads),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('drops the oldest entry once full', async () => {
    let loads = 0;
    const cache = new AnswerCache<number>(1_000, 2, () => 0);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});
