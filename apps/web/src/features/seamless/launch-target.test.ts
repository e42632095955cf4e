import { describe, expect, it } from 'vitest';
import { fairGameOfUrl, gameRefOf, IN_HOUSE_CODES, inHousePath } from './launch-target';

const query = (text: string) => new URLSearchParams(text);

describe('gameRefOf', () => {
  it('reads a node id, which wins over a vendor and code', () => {
    expect(gameRefOf(query('nodeId=42'))).toEqual({ nodeId: 42 });
    expect(gameRefOf(query('nodeId=42&vassalage=SLT&gameCode=SLT0001'))).toEqual({ nodeId: 42 });
  });

  it('refuses node ids that are not positive 32-bit integers', () => {
    for (const bad of ['0', '-3', '1.5', 'abc', '2147483648', '99999999999']) {
      expect(gameRefOf(query(`nodeId=${bad}`)), bad).toBeNull();
    }
    expect(gameRefOf(query('nodeId=2147483647'))).toEqual({ nodeId: 2_147_483_647 });
  });

  it('reads a vendor and game code only together', () => {
    expect(gameRefOf(query('vassalage=SLT&gameCode=SLT0001'))).toEqual({
      vassalage: 'SLT',
      gameCode: 'SLT0001',
    });
    expect(gameRefOf(query('vassalage=SLT'))).toBeNull();
    expect(gameRefOf(query('gameCode=SLT0001'))).toBeNull();
    expect(gameRefOf(query(''))).toBeNull();
  });

  it('launches an in-house game named by its fair code through the in-house vendor', () => {
    expect(gameRefOf(query('game=slot'))).toEqual({ vassalage: 'BGS', gameCode: 'SLOT5' });
    expect(gameRefOf(query('game=roulette'))).toBeNull();
  });
});

describe('in-house addresses', () => {
  it('names every fair game by its catalog code, and reads back to the same reference', () => {
    for (const [game, code] of Object.entries(IN_HOUSE_CODES)) {
      const path = inHousePath(game as keyof typeof IN_HOUSE_CODES);
      expect(gameRefOf(new URL(path, 'http://x').searchParams)).toEqual({ vassalage: 'BGS', gameCode: code });
    }
  });

  it('finds the fair game in an answered game URL', () => {
    expect(fairGameOfUrl('/seamless?game=dice')).toBe('dice');
    expect(fairGameOfUrl('/seamless?game=mines&nodeId=7')).toBe('mines');
    expect(fairGameOfUrl('https://sim.example/play?token=abc')).toBeNull();
    expect(fairGameOfUrl('/seamless?game=poker')).toBeNull();
  });
});
