import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM, csvAmount, csvField, csvText } from './csv';

describe('the CSV builder', () => {
  it('starts with a UTF-8 BOM and ends records with CRLF', () => {
    const csv = buildCsv(['a', 'b'], [[1, 'x']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\n1,x\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180), and only those', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it('keeps Bengali as it is', () => {
    expect(buildCsv(['নাম'], [['রহিম, করিম']]).slice(1)).toBe('নাম\r\n"রহিম, করিম"\r\n');
  });

  it('writes amounts as plain decimals with the currency places', () => {
    expect(csvAmount(1250.5, 2)).toBe('1250.50');
    expect(csvAmount(-300, 2)).toBe('-300.00');
    expect(csvAmount(1234567.89, 2)).toBe('1234567.89');
    expect(csvAmount(0.1 + 0.2, 2)).toBe('0.30');
    expect(csvAmount(7, 0)).toBe('7');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('@sum')).toBe("'@sum");
    expect(csvText('rahim')).toBe('rahim');
    expect(buildCsv(['n'], [[csvText('=1+1')]]).slice(1)).toBe("n\r\n'=1+1\r\n");
  });
});
