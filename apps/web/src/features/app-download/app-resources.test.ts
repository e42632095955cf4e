import { describe, expect, it } from 'vitest';
import { absoluteUrl, appDownloads, liteAppUrl } from './app-resources';

describe('app downloads', () => {
  it('takes the iOS and Android links only when the brand set them, and usable', () => {
    expect(appDownloads([])).toEqual({ ios: null, android: null });
    const ios = { resourceType: 'APP_IOS', labelNameEn: 'iPhone', url: '/app/ios.mobileconfig' };
    const android = {
      resourceType: 'app_android',
      labelNameEn: 'Android',
      url: 'https://cdn.example/app.apk',
    };
    expect(appDownloads([ios, android])).toEqual({ ios, android });
    const unsafe = { ...android, url: 'javascript:alert(1)' };
    expect(appDownloads([ios, unsafe])).toEqual({ ios, android: null });
    expect(
      appDownloads([{ resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://fb.com/x' }]),
    ).toEqual({
      ios: null,
      android: null,
    });
  });

  it('gives a QR code a whole address: a path on the site is put on its origin', () => {
    expect(absoluteUrl('/app/ios.mobileconfig', 'http://localhost:8080')).toBe(
      'http://localhost:8080/app/ios.mobileconfig',
    );
    expect(absoluteUrl('https://cdn.example/app.apk', 'http://localhost:8080')).toBe(
      'https://cdn.example/app.apk',
    );
    expect(liteAppUrl('https://brand.example')).toBe('https://brand.example/down#lite');
  });
});
