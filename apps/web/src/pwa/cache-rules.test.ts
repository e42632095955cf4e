import { describe, expect, it } from 'vitest';
import { isCachedPath, isNavigablePath, isServerPath, pageWithoutAnswers } from './cache-rules';

describe("the lite app's cache rules", () => {
  it('never keeps the API, the sockets, the console or what the server makes per request', () => {
    for (const path of [
      '/wps/system/status',
      '/wps/member/balance',
      '/bo/api/members',
      '/ws',
      '/ws/jackpot',
      '/backoffice/',
      '/docs',
      '/app/ios.mobileconfig',
      '/manifest.webmanifest',
      '/sw.js',
      '/sandbox-gateway/pay',
    ]) {
      expect(isServerPath(path), path).toBe(true);
      expect(isNavigablePath(path), path).toBe(false);
      expect(isCachedPath(path), path).toBe(false);
    }
  });

  it("answers the site's routes with the shell, never a file's address", () => {
    for (const path of ['/', '/down', '/promotions', '/index.html', '/lottery', '/agentHome', '/wpsx']) {
      expect(isNavigablePath(path), path).toBe(true);
    }
    for (const path of ['/assets/index-abc.js', '/boot.js', '/robots.txt']) {
      expect(isNavigablePath(path), path).toBe(false);
    }
  });

  it('keeps pictures, game art and icons a while', () => {
    expect(isCachedPath('/art/games/JILI/fortune.svg')).toBe(true);
    expect(isCachedPath('/images/banners/welcome.webp')).toBe(true);
    expect(isCachedPath('/icons/icon-192.png')).toBe(true);
    expect(isCachedPath('/favicon.svg')).toBe(true);
    expect(isCachedPath('/boot.js')).toBe(false);
  });

  it('keeps the page without the answers the server wrote into it for one visit', () => {
    const page =
      '<head><meta name="tessera-merchant" content="TESSERA" /><meta name="tessera-language" content="BN" />' +
      '<script type="application/json" id="tessera-boot">{"merchant":"TESSERA","answers":{"/wps/system/status":{}}}</script>' +
      '<script src="/boot.js"></script></head>';
    const kept = pageWithoutAnswers(page);
    expect(kept).not.toContain('tessera-boot');
    expect(kept).not.toContain('/wps/system/status');
    expect(kept).toContain('<meta name="tessera-merchant" content="TESSERA" />');
    expect(kept).toContain('<script src="/boot.js"></script>');
    expect(pageWithoutAnswers(kept)).toBe(kept);
  });
});
