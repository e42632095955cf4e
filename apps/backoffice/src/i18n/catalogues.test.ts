import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';

/** Every key path of a nested catalogue, with its string. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

describe('the console catalogues', () => {
  const en = new Map(entries(CATALOGUES.EN));
  const bn = new Map(entries(CATALOGUES.BN));

  it('have the same keys in EN and BN', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keep the same placeholders in both languages', () => {
    for (const [key, text] of en) {
      const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/gu)].map((m) => m[1]).sort();
      expect(names(bn.get(key) ?? ''), key).toEqual(names(text));
    }
  });

  it('are Bengali in BN: no English sentence left untranslated', () => {
    const untranslated = [...bn].filter(
      ([key, text]) => /[A-Za-z]{4,}/u.test(text.replace(/\{\{\w+\}\}/gu, '')) && text === en.get(key),
    );
    expect(untranslated).toEqual([]);
  });
});
