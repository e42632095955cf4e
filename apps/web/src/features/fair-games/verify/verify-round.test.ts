import type { FairOutcome, FairParams, FairRound } from '@tessera/contracts';
import {
  commitmentOf,
  fairStream,
  minesCashout,
  minesMultiplierOf,
  minesReveal,
  minesStart,
  payoutOf,
  playDice,
  playKeno,
  playPlinko,
  playSlot,
  type Ratio,
  ratioToNumber,
} from '@tessera/fair';
import { describe, expect, it } from 'vitest';
import { canonical, valueText, verifyRound } from './verify-round';

const SERVER_SEED = 'a3'.repeat(32);
const CLIENT_SEED = 'lucky-member-7';
const SCALE = 2;

/**
 * A round as the server settles it: the package's play functions on the seeds' stream, the payout
 * ⌊stake × multiplier⌋ capped at FAIR_MAX_WIN, with the seed revealed as after a rotation.
 */
function settledRound(nonce: number, params: FairParams, stake = 10, picks: number[] = []): FairRound {
  const stream = fairStream(SERVER_SEED, CLIENT_SEED, nonce);
  let outcome: FairOutcome;
  let multiplier: Ratio;
  switch (params.game) {
    case 'dice': {
      const o = playDice(stream, params);
      outcome = { game: 'dice', roll: o.roll, win: o.win };
      multiplier = o.multiplier;
      break;
    }
    case 'mines': {
      let state = minesStart(stream, params);
      for (const tile of picks) if (state.status === 'playing') state = minesReveal(state, tile);
      if (state.status === 'playing') state = minesCashout(state);
      outcome = {
        game: 'mines',
        revealed: [...state.revealed],
        status: state.status,
        hitTile: state.hitTile,
        minePositions: [...state.minePositions],
      };
      multiplier = minesMultiplierOf(state);
      break;
    }
    case 'plinko': {
      const o = playPlinko(stream, params);
      outcome = { game: 'plinko', path: [...o.path], bucket: o.bucket };
      multiplier = o.multiplier;
      break;
    }
    case 'keno': {
      const o = playKeno(stream, params);
      outcome = { game: 'keno', drawn: [...o.drawn], hits: [...o.hits] };
      multiplier = o.multiplier;
      break;
    }
    case 'slot': {
      const o = playSlot(stream);
      // The server's JSON may list an object's keys in any order.
      const wins = o.wins.map((win) => ({
        pay: win.pay,
        count: win.count,
        symbol: win.symbol,
        line: win.line,
      }));
      outcome = { game: 'slot', stops: [...o.stops], grid: o.grid.map((c) => [...c]), wins };
      multiplier = o.multiplier;
      break;
    }
  }
  const stakeMinor = BigInt(Math.round(stake * 100));
  const paid = payoutOf(stakeMinor, multiplier);
  const cap = 1_000_000n * 100n;
  const payout = paid > cap ? cap : paid;
  return {
    id: String(nonce + 1),
    game: params.game,
    params,
    outcome,
    status: 'settled',
    stake,
    payout: Number(payout) / 100,
    multiplier: ratioToNumber(multiplier),
    capped: paid > cap,
    commitment: commitmentOf(SERVER_SEED),
    clientSeed: CLIENT_SEED,
    nonce,
    serverSeed: SERVER_SEED,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

const checked = (round: FairRound) => {
  const report = verifyRound(round, SCALE);
  if (report.kind !== 'checked') throw new Error(`expected a checked report, got ${report.kind}`);
  return report;
};

const failing = (round: FairRound) =>
  checked(round)
    .checks.filter((check) => !check.ok)
    .map((check) => check.key);

describe('verifyRound', () => {
  const rounds: FairRound[] = [
    settledRound(0, { game: 'dice', target: 5000, direction: 'over' }),
    settledRound(1, { game: 'dice', target: 2500, direction: 'under' }, 3.33),
    settledRound(2, { game: 'plinko', rows: 16, risk: 'high' }),
    settledRound(3, { game: 'keno', picks: [1, 5, 9, 13, 17, 21, 25, 29, 33, 37] }, 0.1),
    settledRound(4, { game: 'slot' }, 20),
    settledRound(5, { game: 'mines', mines: 3 }, 5, [0, 1, 2, 3]),
  ];

  it('matches every game the server settled honestly', () => {
    for (const round of rounds) {
      const report = checked(round);
      expect(report.matches, `${round.game} #${round.nonce}`).toBe(true);
      expect(report.checks[0]?.key).toBe('commitment');
      expect(report.checks.at(-1)?.key).toBe('payout');
    }
  });

  it('names the outcome field the server changed', () => {
    const dice = rounds[0]!;
    if (dice.outcome.game !== 'dice') throw new Error('dice');
    expect(
      failing({ ...dice, outcome: { ...dice.outcome, roll: (dice.outcome.roll + 1) % 10_000 } }),
    ).toEqual(['roll']);
    const keno = rounds[3]!;
    if (keno.outcome.game !== 'keno') throw new Error('keno');
    expect(
      failing({ ...keno, outcome: { ...keno.outcome, drawn: [...keno.outcome.drawn].reverse() } }),
    ).toEqual(['drawn']);
  });

  it('catches a payout off by one minor unit, or a seed that is not the committed one', () => {
    const round = rounds[4]!;
    expect(failing({ ...round, payout: round.payout + 0.01 })).toEqual(['payout']);
    const otherSeed = 'b4'.repeat(32);
    const report = checked({ ...round, commitment: commitmentOf(otherSeed) });
    expect(report.matches).toBe(false);
    expect(report.checks.find((check) => check.key === 'commitment')).toMatchObject({
      ok: false,
      server: commitmentOf(otherSeed),
      browser: commitmentOf(SERVER_SEED),
    });
  });

  it('replays a busted Mines round with the mine as its last pick', () => {
    let nonce = 10;
    let round = settledRound(nonce, { game: 'mines', mines: 12 }, 1, [24, 23, 22, 21, 20, 19]);
    while (round.outcome.game === 'mines' && round.outcome.status !== 'busted') {
      nonce += 1;
      round = settledRound(nonce, { game: 'mines', mines: 12 }, 1, [24, 23, 22, 21, 20, 19]);
    }
    expect(round.outcome).toMatchObject({ status: 'busted' });
    expect(round.payout).toBe(0);
    expect(checked(round).matches).toBe(true);
  });

  it('pays a capped round the maximum win', () => {
    let nonce = 100;
    let round = settledRound(nonce, { game: 'mines', mines: 24 }, 100_000, [12]);
    while (round.payout === 0) {
      nonce += 1;
      round = settledRound(nonce, { game: 'mines', mines: 24 }, 100_000, [12]);
    }
    expect(round.capped).toBe(true);
    expect(round.payout).toBe(1_000_000);
    expect(checked(round).matches).toBe(true);
    expect(failing({ ...round, payout: 2_475_000 })).toEqual(['payout']);
  });

  it('waits for the rotation of an active pair, and for an open Mines round to end', () => {
    const round = rounds[0]!;
    expect(verifyRound({ ...round, serverSeed: null }, SCALE)).toEqual({ kind: 'unrevealed' });
    expect(verifyRound({ ...rounds[5]!, status: 'playing' }, SCALE)).toEqual({ kind: 'open' });
  });

  it('reports a revealed seed that cannot be replayed instead of throwing', () => {
    const report = verifyRound({ ...rounds[0]!, serverSeed: 'not-a-seed' }, SCALE);
    expect(report.kind).toBe('failed');
  });
});

describe('comparison text', () => {
  it('compares objects whatever the order of their keys', () => {
    expect(canonical({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(canonical({ a: [{ x: 1, y: 2 }], b: 1 }));
    expect(canonical([1, 2])).not.toBe(canonical([2, 1]));
  });

  it('writes a slot round’s wins by line, count, symbol and pay', () => {
    const slot = checked(settledRound(4, { game: 'slot' }, 20));
    const wins = slot.checks.find((check) => check.key === 'wins')!;
    const outcome = settledRound(4, { game: 'slot' }, 20).outcome;
    if (outcome.game !== 'slot') throw new Error('slot');
    const expected = outcome.wins
      .map((win) => `#${win.line + 1} ${win.count}×${win.symbol} ${win.pay}`)
      .join(', ');
    expect(wins.browser).toBe(expected || '—');
  });

  it('writes values for people', () => {
    expect(valueText([3, 7, 12])).toBe('3, 7, 12');
    expect(valueText([['A', 'B'], ['C']])).toBe('A, B | C');
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('true');
  });
});
