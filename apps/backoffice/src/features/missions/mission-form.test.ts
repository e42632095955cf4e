import type { StaffMission } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../announcements/announcement-form';
import { emptyMissionDraft, keepMissionAs, missionBody, missionDraftOf, nextStatus } from './mission-form';

const mission: StaffMission = {
  id: '12',
  title: { EN: 'Spin 30 rounds', BN: '৩০ রাউন্ড খেলুন' },
  summary: { EN: 'Any stake counts.' },
  icon: '/images/missions/spin.svg',
  period: 'DAILY',
  goal: 'GAME_ROUNDS',
  categories: null,
  gameId: '4021',
  target: 30,
  rewardType: 'BONUS',
  rewardAmount: 1_250.5,
  wageringMultiple: 7.5,
  score: 40,
  status: 'LIVE',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T18:00:00.000Z',
  sortOrder: 3,
  gameName: 'Sweet Bonanza',
  claims: 9,
  paidMoney: 11_254.5,
  paidPoints: 0,
  updatedAt: '2026-11-02T00:00:00.000Z',
};

const now = new Date('2026-11-27T04:20:00Z');
const filled = (change: Partial<ReturnType<typeof emptyMissionDraft>>) => ({
  ...emptyMissionDraft(0, now),
  title: { EN: 'Bet 5,000 today' },
  target: '5,000',
  rewardAmount: '50',
  ...change,
});

describe('the mission form', () => {
  it('reads a mission back into the same body', () => {
    const draft = missionDraftOf(mission, 2);
    expect(draft).toMatchObject({
      target: '30',
      rewardAmount: '1,250.5',
      wageringMultiple: '7.5',
      gameId: '4021',
      allCategories: true,
    });
    const { body, problems } = missionBody(draft, 2);
    expect(problems).toEqual({});
    expect(body).toEqual(keepMissionAs(mission, 'LIVE'));
  });

  it('sends money targets with the brand’s decimals and counts whole', () => {
    const money = missionBody(filled({ goal: 'DEPOSIT', target: '1,000.25' }), 2);
    expect(money.problems).toEqual({});
    expect(money.body.target).toBe(1000.25);
    expect(missionBody(filled({ goal: 'DEPOSIT', target: '10.125' }), 2).problems).toEqual({
      target: 'targetMoney',
    });
    expect(missionBody(filled({ goal: 'BETS', target: '2.5' }), 2).problems).toEqual({
      target: 'targetCount',
    });
    expect(missionBody(filled({ goal: 'LOGIN_DAYS', target: '0' }), 2).problems).toEqual({
      target: 'targetCount',
    });
    expect(missionBody(filled({ goal: 'LOGIN_DAYS', target: '5' }), 2).body.target).toBe(5);
  });

  it('sends categories for bet goals only, and the game for rounds only', () => {
    const some = missionBody(filled({ allCategories: false, categories: ['RNG', 'LIVE'], gameId: '77' }), 2);
    expect(some.body).toMatchObject({ categories: ['RNG', 'LIVE'], gameId: null });
    expect(missionBody(filled({ allCategories: false, categories: [] }), 2).problems).toEqual({
      categories: 'categories',
    });
    const deposit = missionBody(filled({ goal: 'DEPOSIT', allCategories: false, categories: ['RNG'] }), 2);
    expect(deposit.body.categories).toBeNull();
    expect(missionBody(filled({ goal: 'GAME_ROUNDS', target: '30', gameId: '' }), 2).problems).toEqual({
      gameId: 'gameId',
    });
    expect(missionBody(filled({ goal: 'GAME_ROUNDS', target: '30', gameId: ' 88 ' }), 2).body.gameId).toBe(
      '88',
    );
  });

  it('pays points whole and sends wagering for a bonus only', () => {
    expect(missionBody(filled({ rewardType: 'POINTS', rewardAmount: '1,500' }), 2).body.rewardAmount).toBe(
      1500,
    );
    expect(missionBody(filled({ rewardType: 'POINTS', rewardAmount: '1.5' }), 2).problems).toEqual({
      rewardAmount: 'rewardPoints',
    });
    expect(missionBody(filled({ rewardType: 'CASH', rewardAmount: '0' }), 2).problems).toEqual({
      rewardAmount: 'rewardMoney',
    });
    expect(missionBody(filled({ rewardType: 'CASH', wageringMultiple: '5' }), 2).body.wageringMultiple).toBe(
      0,
    );
    expect(
      missionBody(filled({ rewardType: 'BONUS', wageringMultiple: '12.25' }), 2).body.wageringMultiple,
    ).toBe(12.25);
    expect(missionBody(filled({ rewardType: 'BONUS', wageringMultiple: '101' }), 2).problems).toEqual({
      wageringMultiple: 'wageringMultiple',
    });
    expect(missionBody(filled({ rewardType: 'BONUS', wageringMultiple: '' }), 2).problems).toEqual({
      wageringMultiple: 'wageringNeeded',
    });
  });

  it('names each field that cannot be sent', () => {
    const { problems } = missionBody(
      {
        ...emptyMissionDraft(0, now),
        icon: 'javascript:alert(1)',
        score: '-1',
        startsAt: '',
        sortOrder: '10000',
      },
      2,
    );
    expect(problems).toEqual({
      title: 'title',
      icon: 'icon',
      target: 'targetMoney',
      rewardAmount: 'rewardMoney',
      score: 'score',
      startsAt: 'startsAt',
      sortOrder: 'sortOrder',
    });
    const start = toLocalInput('2026-12-01T10:00:00Z');
    expect(missionBody(filled({ startsAt: start, endsAt: start }), 2).problems).toEqual({ endsAt: 'endsAt' });
    expect(missionBody(filled({ title: { EN: 'x'.repeat(81) } }), 2).problems).toEqual({
      title: 'titleLong',
    });
  });

  it('starts a new mission as a daily draft from the next hour, with empty texts left out', () => {
    const { body, problems } = missionBody(filled({ title: { EN: ' Bet ', BN: '  ' } }), 2);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      title: { EN: 'Bet' },
      summary: {},
      icon: null,
      period: 'DAILY',
      status: 'DRAFT',
      score: 0,
      endsAt: null,
      sortOrder: 0,
    });
    expect(Date.parse(body.startsAt)).toBeGreaterThan(now.getTime());
  });

  it('moves a draft live and a live mission to its end', () => {
    expect(nextStatus('DRAFT')).toBe('LIVE');
    expect(nextStatus('LIVE')).toBe('ENDED');
    expect(nextStatus('ENDED')).toBeNull();
    expect(keepMissionAs(mission, 'ENDED')).toMatchObject({ status: 'ENDED', target: 30, gameId: '4021' });
  });
});
