import { describe, expect, it } from 'vitest';
import { allowedAttribute, tagAction } from './safe-html';

describe('announcement HTML rules', () => {
  it('keep formatting, unwrap unknown tags and drop active content', () => {
    expect(['p', 'B', 'h3', 'a', 'img', 'li'].map(tagAction)).toEqual([
      'keep',
      'keep',
      'keep',
      'keep',
      'keep',
      'keep',
    ]);
    expect(['script', 'STYLE', 'iframe', 'svg', 'form', 'object'].map(tagAction)).toEqual(
      Array(6).fill('drop'),
    );
    expect(['font', 'center', 'section', 'custom-tag'].map(tagAction)).toEqual(Array(4).fill('unwrap'));
  });

  it('keep only safe attributes', () => {
    expect(allowedAttribute('a', 'href', '/promotions')).toBe(true);
    expect(allowedAttribute('a', 'href', 'https://example.com')).toBe(true);
    expect(allowedAttribute('a', 'href', 'javascript:alert(1)')).toBe(false);
    expect(allowedAttribute('a', 'HREF', ' JavaScript:alert(1)')).toBe(false);
    expect(allowedAttribute('img', 'src', 'data:image/png;base64,AAAA')).toBe(false);
    expect(allowedAttribute('img', 'alt', 'A prize')).toBe(true);
    expect(allowedAttribute('p', 'onclick', 'x()')).toBe(false);
    expect(allowedAttribute('p', 'style', 'color:red')).toBe(false);
    expect(allowedAttribute('td', 'colspan', '2')).toBe(true);
    expect(allowedAttribute('td', 'colspan', '2;x')).toBe(false);
  });
});
