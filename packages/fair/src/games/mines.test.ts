import { describe, expect, it } from 'vitest';
import { choose, formatMultiplier, ratio, ratioEquals, ratioToNumber, ZERO } from '../ratio.js';
import { type FairStream, fairStream } from '../stream.js';
import {
  cycledVarianceSum,
  describeRun,
  SIMULATION_ROUNDS,
  simulate,
  tolerance,
} from '../testing/simulate.js';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  MINES_RULES,
  MINES_TILES,
  type MinesState,
  minesCashout,
  minesMultiplier,
  minesMultiplierOf,
  minesPublicView,
  minesReveal,
  minesStart,
  verifyMines,
} from './mines.js';

const SERVER = '5c1b9a7e3d2f40816a9b0c7d4e3f2a1908b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3';

const start = (mines: number, nonce = 0): MinesState =>
  minesStart(fairStream(SERVER, 'mines', nonce), { mines });
const safeTiles = (state: MinesState): number[] =>
  Array.from({ length: MINES_TILES }, (_, i) => i).filter((t) => !state.minePositions.includes(t));

/** Survival chance of k safe picks among m mines: C(25 − m, k) / C(25, k). */
const survival = (mines: number, k: number) => ratio(choose(MINES_TILES - mines, k), choose(MINES_TILES, k));

describe('mines', () => {
  it('places the mines from the seeds, before any pick', () => {
    const state = start(3);
    expect(state).toEqual({
      mines: 3,
      minePositions: [11, 14, 16],
      revealed: [],
      status: 'playing',
      hitTile: null,
    });
    for (let nonce = 0; nonce < 50; nonce++) {
      const m = 1 + (nonce % MINES_MAX);
      const positions = start(m, nonce).minePositions;
      expect(positions).toHaveLength(m);
      expect(new Set(positions).size).toBe(m);
      expect(positions.every((t) => t >= 0 && t < MINES_TILES)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
  });

  it('raises the multiplier with each safe tile and pays it on cash-out', () => {
    const first = start(3);
    const [a, b] = safeTiles(first) as [number, number];
    const one = minesReveal(first, a);
    expect(one).toMatchObject({ status: 'playing', revealed: [a] });
    expect(minesMultiplierOf(one)).toEqual(ratio(99 * 25, 100 * 22));
    const two = minesReveal(one, b);
    const cashed = minesCashout(two);
    expect(cashed.status).toBe('cashed');
    expect(minesMultiplierOf(cashed)).toEqual(minesMultiplier(3, 2));
    expect(formatMultiplier(minesMultiplierOf(cashed))).toBe('1.28'); // 0.99 · 300 / 231 = 1.2857…
    expect(() => minesReveal(cashed, safeTiles(first)[2]!)).toThrow(
      expect.objectContaining({ code: 'fair.round.over' }),
    );
  });

  it('ends the round on a mine with nothing paid', () => {
    const state = start(5, 3);
    const busted = minesReveal(state, state.minePositions[0]!);
    expect(busted).toMatchObject({ status: 'busted', hitTile: state.minePositions[0] });
    expect(minesMultiplierOf(busted)).toEqual(ZERO);
    expect(() => minesCashout(busted)).toThrow(expect.objectContaining({ code: 'fair.round.over' }));
  });

  it('cashes out by itself when every safe tile is revealed', () => {
    const state = start(24, 4);
    const cleared = minesReveal(state, safeTiles(state)[0]!);
    expect(cleared.status).toBe('cashed');
    expect(minesMultiplierOf(cleared)).toEqual(ratio(2475, 100)); // 0.99 · 25
  });

  it('refuses a cash-out before any safe tile, a tile twice, tiles off the grid and bad mine counts', () => {
    const state = start(2);
    expect(() => minesCashout(state)).toThrow(
      expect.objectContaining({ code: 'fair.round.nothing.to.cash' }),
    );
    const safe = safeTiles(state)[0]!;
    const once = minesReveal(state, safe);
    const invalid = expect.objectContaining({ name: 'FairInputError', code: 'fair.params.invalid' });
    expect(() => minesReveal(once, safe)).toThrow(invalid);
    for (const tile of [-1, 25, 1.5, Number.NaN]) expect(() => minesReveal(state, tile)).toThrow(invalid);
    for (const mines of [0, 25, 2.5, -1]) expect(() => start(mines)).toThrow(invalid);
  });

  it('hides the mines from the member while the round is in play, and survives JSON', () => {
    const state = start(4, 7);
    expect(minesPublicView(state).minePositions).toBeNull();
    expect(JSON.stringify(minesPublicView(state))).not.toContain('"minePositions":[');
    const stored = JSON.parse(JSON.stringify(state)) as MinesState;
    const busted = minesReveal(stored, state.minePositions[1]!);
    expect(minesPublicView(busted).minePositions).toEqual(state.minePositions);
  });

  it('replays a past round from the seeds and the picks', () => {
    const state = start(3);
    const picks = safeTiles(state).slice(0, 4);
    let live = state;
    for (const tile of picks) live = minesReveal(live, tile);
    expect(verifyMines(SERVER, 'mines', 0, { mines: 3, picks })).toEqual(minesCashout(live));
    const lost = [...picks.slice(0, 2), state.minePositions[2]!];
    expect(verifyMines(SERVER, 'mines', 0, { mines: 3, picks: lost })).toMatchObject({ status: 'busted' });
    expect(verifyMines(SERVER, 'mines', 0, { mines: 3, picks: [] }).status).toBe('playing');
  });

  it('returns exactly 0.99 for every mine count and every number of safe picks before cashing out', () => {
    expect(MINES_RTP).toBe(0.99);
    expect(MINES_RULES).toMatch(/99%/u);
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
      for (let k = 1; k <= MINES_TILES - mines; k++) {
        const chance = survival(mines, k);
        const multiplier = minesMultiplier(mines, k);
        const expected = ratio(chance.num * multiplier.num, chance.den * multiplier.den);
        expect(ratioEquals(expected, ratio(99, 100))).toBe(true);
      }
    }
  });

  it('lands within 5 sigma of 0.99 over 10^6 rounds of fixed strategies', () => {
    // Strategy (mines, k): reveal k tiles in a fixed order, then cash out.
    const strategies = [
      [1, 6],
      [3, 4],
      [5, 2],
      [8, 1],
      [2, 10],
      [12, 2],
    ] as const;
    const play = (stream: FairStream, round: number): number => {
      const [mines, k] = strategies[round % strategies.length]!;
      let state = minesStart(stream, { mines });
      for (let i = 0; i < k && state.status === 'playing'; i++)
        state = minesReveal(state, (round + i) % MINES_TILES);
      if (state.status === 'playing') state = minesCashout(state);
      return ratioToNumber(minesMultiplierOf(state));
    };
    const run = simulate(SIMULATION_ROUNDS, play);
    // A round pays 0.99 / q with chance q: variance 0.99² · (1 / q − 1).
    const variances = strategies.map(
      ([mines, k]) => MINES_RTP ** 2 * (1 / ratioToNumber(survival(mines, k)) - 1),
    );
    const allowed = tolerance(cycledVarianceSum(variances, SIMULATION_ROUNDS), SIMULATION_ROUNDS); // ≈ 0.0053
    expect(Math.abs(run.mean - MINES_RTP), describeRun(run, MINES_RTP, allowed)).toBeLessThan(allowed);
  });
});
