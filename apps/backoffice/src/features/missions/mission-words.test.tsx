// @vitest-environment jsdom
import type { MissionInput } from '@tessera/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { MissionCard } from './components/mission-card';
import { missionWords } from './components/mission-words';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(async () => {
  await i18n.changeLanguage('EN');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const text = (testId: string) =>
  host.querySelector(`[data-testid=${testId}]`)?.textContent?.replace(/\s+/gu, ' ') ?? '';

const base: MissionInput = {
  title: { EN: 'Daily spinner', BN: 'দৈনিক স্পিনার' },
  summary: {},
  icon: null,
  period: 'DAILY',
  goal: 'VALID_BET',
  categories: null,
  gameId: null,
  target: 5000,
  rewardType: 'CASH',
  rewardAmount: 50,
  wageringMultiple: 0,
  score: 10,
  status: 'LIVE',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: 0,
};
const money = { currency: 'BDT', scale: 2, language: 'EN' };
const words = (change: Partial<MissionInput>, game: string | null = null) =>
  missionWords(i18n.getFixedT('EN'), { ...base, ...change }, game, money);

describe('a mission in words', () => {
  it('says the goal with its target: money or a count, with categories or a game', () => {
    expect(words({}).goal).toBe('Valid bet of ৳5,000.00');
    expect(words({ categories: ['RNG', 'LIVE'] }).goal).toBe('Valid bet of ৳5,000.00 on Slots, Live casino');
    expect(words({ goal: 'BETS', target: 1 }).goal).toBe('1 settled bet');
    expect(words({ goal: 'BETS', target: 20, categories: ['FISH'] }).goal).toBe('20 settled bets on Fishing');
    expect(words({ goal: 'GAME_ROUNDS', target: 30, gameId: '4021' }, 'Sweet Bonanza').goal).toBe(
      '30 rounds of Sweet Bonanza',
    );
    expect(words({ goal: 'GAME_ROUNDS', target: 30, gameId: '4021' }).goal).toBe('30 rounds of #4021');
    expect(words({ goal: 'DEPOSIT', target: 1000 }).goal).toBe('Deposit ৳1,000.00');
    expect(words({ goal: 'LOGIN_DAYS', target: 5 }).goal).toBe('Log in on 5 days');
  });

  it('says the reward: cash, a bonus with its turnover, or whole points', () => {
    expect(words({}).reward).toBe('৳50.00 cash');
    const bonus = words({ rewardType: 'BONUS', rewardAmount: 100, wageringMultiple: 10 });
    expect(bonus.reward).toBe('৳100.00 bonus');
    expect(bonus.wagering).toBe('A bonus to wager 10×: ৳1,000.00 of turnover.');
    expect(words({ rewardType: 'POINTS', rewardAmount: 1500 }).reward).toBe('1,500 points');
  });

  it('draws the member’s card in the card’s language, not the console’s', () => {
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <MissionCard
            mission={{ ...base, goal: 'LOGIN_DAYS', target: 3, rewardType: 'POINTS', rewardAmount: 200 }}
            gameName={null}
            language="BN"
            currency="BDT"
            scale={2}
          />
        </I18nextProvider>,
      ),
    );
    expect(text('mission-card-title')).toBe('দৈনিক স্পিনার');
    expect(text('mission-card-goal')).toBe('3 দিন লগইন করুন');
    expect(text('mission-card-reward')).toContain('200 পয়েন্ট');
  });
});
