// @vitest-environment jsdom
import type { PointSettings } from '@tessera/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { PointItemCard } from './components/item-card';
import { SettingsWords } from './components/settings-words';

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
  host.querySelector(`[data-testid=${testId}]`)?.textContent?.replace(/\s+/gu, ' ') ?? '';

const settings: PointSettings = {
  earn: [
    { category: 'RNG', rateBp: 100 },
    { category: 'FISH', rateBp: 100 },
    { category: 'LIVE', rateBp: 50 },
    { category: 'SPORTS', rateBp: 150 },
  ],
  convertPoints: 100,
  convertAmount: 1,
  convertEnabled: true,
  copyText: { EN: 'Copied!' },
};

describe('the points rules in plain words', () => {
  it('says what each category earns and what points convert to', () => {
    render(<SettingsWords settings={settings} ready currency="BDT" scale={2} />);
    const words = text('settings-words');
    expect(words).toContain('1.5 points per ৳100 on Sports');
    expect(words).toContain('1 point per ৳100 on Slots and Fishing');
    expect(words).toContain('1 point per ৳200 on Live casino');
    expect(words).toContain('Lottery games');
    expect(text('settings-ratio')).toContain('100 points = ৳1.00');
    expect(text('settings-ratio')).toContain('in steps of 100');
  });

  it('says when nothing earns and converting is off, in Bengali too', async () => {
    const none = { ...settings, earn: [], convertEnabled: false, convertPoints: 1 };
    render(<SettingsWords settings={none} ready currency="BDT" scale={2} />);
    expect(text('settings-words')).toContain('No game earns points');
    expect(text('settings-ratio')).toContain('1 point = ৳1.00');
    expect(text('settings-ratio')).toContain('Converting to cash is off');
    await act(() => i18n.changeLanguage('BN'));
    render(<SettingsWords settings={settings} ready currency="BDT" scale={2} />);
    expect(text('settings-words')).toContain('স্লট এবং ফিশিং-এ প্রতি 100৳-তে 1 পয়েন্ট');
  });
});

describe("the mall item's member card", () => {
  const item = {
    name: { EN: 'Phone stand', BN: 'ফোন স্ট্যান্ড' },
    description: { EN: 'Folds flat.' },
    image: null,
    points: 2500,
    amountRequired: 10_000,
    stock: 3,
    enabled: true,
    sortOrder: 0,
  };

  it("reads in the card's own language, whatever the console's", () => {
    render(<PointItemCard item={item} language="BN" currency="BDT" scale={2} />);
    expect(text('item-card-name')).toBe('ফোন স্ট্যান্ড');
    expect(text('item-card-points')).toBe('2,500 পয়েন্ট');
    render(<PointItemCard item={item} language="EN" currency="BDT" scale={2} />);
    expect(text('item-card-name')).toBe('Phone stand');
    expect(text('item-card-rules')).toContain('৳10,000.00');
    expect(text('item-card-rules')).toContain('3 left');
  });

  it('offers nothing when the stock is gone', () => {
    render(
      <PointItemCard
        item={{ ...item, stock: 0, amountRequired: 0 }}
        language="EN"
        currency="BDT"
        scale={2}
      />,
    );
    expect(text('item-card-rules')).toBe('Out of stock');
    expect(host.querySelector('.promo-card__button')?.classList.contains('is-off')).toBe(true);
  });
});
