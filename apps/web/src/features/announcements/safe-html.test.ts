// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

/** Parsed and serialised twice over (mutation XSS hides in markup that changes when parsed again). */
function assertInert(html: string): void {
  const box = document.createElement('div');
  box.innerHTML = html;
  const once = box.innerHTML;
  box.innerHTML = once; // the second parse, as a browser would do with what it serialised
  for (const element of box.querySelectorAll('*')) {
    expect(['script', 'style', 'iframe', 'svg', 'math', 'noscript', 'form']).not.toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/iu);
      expect(attribute.value.replace(/\s/gu, '')).not.toMatch(/^(?:javascript|data|vbscript):/iu);
    }
  }
}

describe('announcement HTML as the site shows it (DOMPurify)', () => {
  it('keeps formatting, unwraps unknown tags and drops active content', () => {
    expect(sanitizeHtml('<p>a <B>b</B></p><h3>c</h3><ul><li>d</li></ul>')).toBe(
      '<p>a <b>b</b></p><h3>c</h3><ul><li>d</li></ul>',
    );
    expect(sanitizeHtml('<center><font color="red">Big</font> news</center><custom-tag>!</custom-tag>')).toBe(
      'Big news!',
    );
    const dropped = sanitizeHtml(
      '<script>alert(1)</script><STYLE>p{}</STYLE><iframe src="/x"></iframe><svg><circle/></svg>' +
        '<form><input name="p"></form><object data="/x"></object>',
    );
    expect(dropped).toBe('');
  });

  it('keeps only safe attributes: no handlers, styles or javascript: and data: addresses', () => {
    expect(sanitizeHtml('<a href="/promotions">a</a>')).toBe('<a href="/promotions">a</a>');
    expect(sanitizeHtml('<a href="https://example.com">b</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">c</a>')).toBe('<a>c</a>');
    expect(sanitizeHtml('<a HREF=" JavaScript:alert(1)">d</a>')).toBe('<a>d</a>');
    expect(sanitizeHtml('<a href="//evil.example">e</a>')).toBe('<a>e</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeHtml('<img src="/a.png" alt="A prize" onerror="x()">')).toBe(
      '<img src="/a.png" alt="A prize" loading="lazy">',
    );
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<table><tbody><tr><td colspan="2" rowspan="2;x">t</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">t</td></tr></tbody></table>',
    );
  });

  it('defuses known mutation XSS and bypass vectors', () => {
    for (const vector of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<!--<img src="--><img src=x onerror=alert(1)//">',
    ]) {
      const clean = sanitizeHtml(vector);
      expect(clean, vector).not.toMatch(/onerror|<script|<style|<svg|<math/iu);
      assertInert(clean);
    }
  });
});
