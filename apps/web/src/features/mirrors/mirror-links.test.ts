import { describe, expect, it } from 'vitest';
import { mirrorLinks } from './mirror-links';

describe('mirror links', () => {
  it("lists the brand's own domains, main first, on this page's scheme and port, marking the current one", () => {
    const routes = [
      { domain: 'play.tessera.localhost', merchantCode: 'TESSERA', main: false },
      { domain: 'other.example', merchantCode: 'OTHER', main: true },
      { domain: 'localhost', merchantCode: 'TESSERA', main: true },
      { domain: '127.0.0.1', merchantCode: 'TESSERA', main: false },
    ];
    const links = mirrorLinks(routes, 'TESSERA', { protocol: 'http:', hostname: '127.0.0.1', port: '3000' });
    expect(links.map((link) => [link.domain, link.href, link.main, link.current])).toEqual([
      ['localhost', 'http://localhost:3000/', true, false],
      ['127.0.0.1', 'http://127.0.0.1:3000/', false, true],
      ['play.tessera.localhost', 'http://play.tessera.localhost:3000/', false, false],
    ]);
    expect(mirrorLinks(routes, 'TESSERA', { protocol: 'https:', hostname: 'x', port: '' })[0]!.href).toBe(
      'https://localhost/',
    );
  });
});
