// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

describe('the announcement preview (DOMPurify, the shared policy)', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>Hi <b>all</b></p><a href="/promotions">go</a>')).toBe(
      '<p>Hi <b>all</b></p><a href="/promotions">go</a>',
    );
  });

  it('drops scripts, handlers and javascript: or data: addresses', () => {
    expect(sanitizeHtml('<script>alert(1)</script><img src="/a.png" onerror="x()">')).toBe(
      '<img src="/a.png" loading="lazy">',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AA">')).toBe(
      '<a>x</a>',
    );
  });
});
