import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cleanRichText } from './announcement-html.js';

/**
 * What a browser builds from the cleaned HTML, parsed and serialised twice over (mutation XSS hides
 * in markup that changes meaning when it is parsed again): nothing in it may run.
 */
function assertInert(html: string): void {
  const { document } = new JSDOM('').window;
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

describe('notice and popup HTML, cleaned when saved (DOMPurify)', () => {
  it('removes scripts, event handlers, styles and javascript: addresses', async () => {
    const clean = await cleanRichText(
      '<p onclick="x()" style="color:red">Hi <script>alert(1)</script><b>there</b></p>' +
        '<a href="javascript:alert(1)">a</a><a href=" JavaScript:alert(1)">b</a>' +
        '<a href="jav&#x09;ascript:alert(1)">c</a><img src="data:image/png;base64,AAAA" alt="x">' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    );
    expect(clean).toBe('<p>Hi <b>there</b></p><a>a</a><a>b</a><a>c</a>');
    assertInert(clean);
  });

  it('keeps the allowed formatting, links, pictures and tables', async () => {
    const clean = await cleanRichText(
      '<h3>Weekly bonus</h3><p><strong>10%</strong> <em>back</em>, <u>every</u> <s>day</s></p>' +
        '<ul><li>one</li></ul><a href="/promotions">here</a> <a href="https://example.com/x">there</a>' +
        '<img src="/a.png" alt="A prize" width="120" height="80x">' +
        '<table><tbody><tr><td colspan="2" rowspan="2;x">cell</td></tr></tbody></table>',
    );
    expect(clean).toBe(
      '<h3>Weekly bonus</h3><p><strong>10%</strong> <em>back</em>, <u>every</u> <s>day</s></p>' +
        '<ul><li>one</li></ul><a href="/promotions">here</a> ' +
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">there</a>' +
        '<img src="/a.png" alt="A prize" width="120" loading="lazy">' +
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
    );
  });

  it('unwraps unknown tags, keeping their text', async () => {
    expect(
      await cleanRichText('<center><font color="red">Big</font> news</center><custom-tag>!</custom-tag>'),
    ).toBe('Big news!');
  });

  it('defuses known mutation XSS and bypass vectors', async () => {
    const vectors = [
      // DOMPurify 2.0.0: noscript parsed one way here, another way in the browser.
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      // DOMPurify 2.0.17: namespace confusion through svg and style.
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      // DOMPurify 2.0.17 (Bentkowski): math, mtext, table and mglyph.
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
      // DOMPurify 2.2.2: nested forms and math.
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      // A comment that closes early when serialised.
      '<!--<img src="--><img src=x onerror=alert(1)//">',
    ];
    for (const vector of vectors) {
      const clean = await cleanRichText(vector);
      expect(clean, vector).not.toMatch(/onerror|<script|<style|<svg|<math/iu);
      assertInert(clean);
    }
  });
});
