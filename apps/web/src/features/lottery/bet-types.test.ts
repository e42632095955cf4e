import { FAMILY_RULES } from '@tessera/lottery';
import { describe, expect, it } from 'vitest';
import { betGroups, checkSelection, emptyPicks, isWordToken, mayCancel, togglePick } from './bet-types';

const ssc = (code: string) => FAMILY_RULES.SSC.betTypes.find((type) => type.code === code)!;

describe('the bet board', () => {
  it('groups a family’s bet types, in the engine’s order', () => {
    const groups = betGroups('SSC');
    expect(groups.map((group) => group.group)).toEqual([
      'lot_group_position',
      'lot_group_direct',
      'lot_group_combo',
      'lot_group_sum',
      'lot_group_bsoe',
      'lot_group_dragon_tiger',
    ]);
    expect(groups.flatMap((group) => group.types)).toHaveLength(FAMILY_RULES.SSC.betTypes.length);
  });

  it('switches picks on and off in the row’s order', () => {
    const type = ssc('SSC.POS');
    const tokens = type.board[0]!.tokens;
    let picks = emptyPicks(type);
    picks = togglePick(picks, 0, '7', tokens);
    picks = togglePick(picks, 0, '2', tokens);
    expect(picks[0]).toEqual(['2', '7']);
    expect(togglePick(picks, 0, '7', tokens)[0]).toEqual(['2']);
    expect(picks.slice(1)).toEqual([[], [], [], []]);
  });

  it('counts combinations, or says why a selection cannot be played', () => {
    expect(checkSelection(ssc('SSC.POS'), [['1', '2', '3'], [], [], [], ['9']])).toEqual({
      ok: true,
      combinations: 4,
    });
    expect(checkSelection(ssc('SSC.POS'), emptyPicks(ssc('SSC.POS')))).toEqual({
      ok: false,
      problem: { key: 'picks.cross.row' },
    });
    expect(checkSelection(ssc('SSC.BACK3_GROUP6'), [['1', '2']])).toMatchObject({
      ok: false,
      problem: { key: 'picks.too.few', params: { min: 3 } },
    });
  });

  it('knows word tokens from numbers', () => {
    expect(isWordToken('DRAGON')).toBe(true);
    expect(isWordToken('07')).toBe(false);
  });

  it('offers a cancel for open bets on draws without a result, not the one just closed', () => {
    const bet = { status: 'OPEN' as const, numbers: null, numero: '20260101-10' };
    expect(mayCancel(bet, null)).toBe(true);
    expect(mayCancel(bet, '20260101-10')).toBe(false);
    expect(mayCancel({ ...bet, numbers: ['1'] }, null)).toBe(false);
    expect(mayCancel({ ...bet, status: 'WON' }, null)).toBe(false);
  });
});
