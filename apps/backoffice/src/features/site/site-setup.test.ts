import { describe, expect, it } from 'vitest';
import { languageName, linkProblems, moveRow } from './site-setup';

describe('site set-up forms', () => {
  it('finds each link row problem: type, label, https address or site path', () => {
    const rows = [
      { key: 1, resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/8801700000000' },
      { key: 2, resourceType: 'bad type!', labelNameEn: ' ', url: 'http://example.com' },
      { key: 3, resourceType: 'telegram', labelNameEn: 'Telegram', url: 'javascript:alert(1)' },
      { key: 4, resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://localhost' },
      { key: 5, resourceType: 'APP_IOS', labelNameEn: 'iPhone', url: '/app/ios.mobileconfig' },
      { key: 6, resourceType: 'APP_ANDROID', labelNameEn: 'Android', url: '//evil.example/app.apk' },
    ];
    const problems = linkProblems(rows);
    expect(problems.has(1)).toBe(false);
    expect(problems.get(2)).toEqual(['type', 'label', 'url']);
    expect(problems.get(3)).toEqual(['url']);
    expect(problems.get(4)).toEqual(['url']);
    // A path on the brand's own site is a link; one that leaves it (`//host`) is not.
    expect(problems.has(5)).toBe(false);
    expect(problems.get(6)).toEqual(['url']);
  });

  it('moves a row up or down, never past either end', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('names languages in the console language', () => {
    expect(languageName('BN', 'en-GB')).toBe('Bangla');
    expect(languageName('CN', 'en-GB')).toMatch(/Chinese/u);
  });
});
