// @vitest-environment jsdom
import type { ReferralSettings } from '@tessera/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { RulesWords } from './components/rules-words';

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

const render = (node: React.ReactNode) =>
  act(() => root.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
const text = (testId: string) =>
  host.querySelector(`[data-testid=${testId}]`)?.textContent?.replace(/\s+/gu, ' ').trim() ?? '';
const lines = (testId: string) =>
  [...host.querySelectorAll(`[data-testid=${testId}] li`)].map((li) => li.textContent?.trim());

const settings: ReferralSettings = {
  enabled: true,
  registerReward: 10,
  firstDepositReward: 50,
  firstDepositMin: 500,
  validBetReward: 100.5,
  validBetThreshold: 5000,
  holdSameIp: true,
  holdSameDevice: false,
};

describe('the referral rules in plain words', () => {
  it('says what a referrer earns per friend, step by step, and the most one friend brings', () => {
    render(<RulesWords settings={settings} ready currency="BDT" scale={2} />);
    expect(lines('referral-words')).toEqual([
      '৳10 when the friend registers',
      "৳50 when the friend's first deposit is ৳500 or more",
      "৳100.50 once the friend's valid bet reaches ৳5,000",
    ]);
    expect(text('referral-total')).toBe('Up to ৳160.50 per friend');
    expect(lines('referral-holds')).toEqual([
      "A friend from the referrer's network is held for review.",
      'Held rewards are paid only once finance approves them.',
    ]);
    expect(host.querySelector('[data-testid=referral-off]')).toBeNull();
  });

  it('leaves out steps that pay nothing, and says when the programme is off or holds nobody', () => {
    render(
      <RulesWords
        settings={{
          ...settings,
          enabled: false,
          registerReward: 0,
          firstDepositMin: 0,
          validBetReward: 0,
          holdSameIp: false,
        }}
        ready={false}
        currency="BDT"
        scale={2}
      />,
    );
    expect(lines('referral-words')).toEqual(['৳50 when the friend makes a first deposit']);
    expect(host.querySelector('[data-testid=referral-total]')).toBeNull();
    expect(text('referral-off')).toBe('Invite friends is off: no step pays a reward.');
    expect(lines('referral-holds')).toEqual(['No friend is held: every reward is paid at once.']);
    expect(host.querySelector('[data-testid=referral-preview]')?.getAttribute('data-status')).toBe('waiting');
  });

  it('speaks Bengali in BN', async () => {
    await i18n.changeLanguage('BN');
    render(<RulesWords settings={settings} ready currency="BDT" scale={2} />);
    expect(lines('referral-words')?.[0]).toBe('বন্ধু নিবন্ধন করলে 10৳');
    expect(text('referral-total')).toBe('প্রতি বন্ধুতে সর্বোচ্চ 160.50৳');
  });
});
