import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, CATALOGUES } from './every-catalogue';

const en = CATALOGUES.EN;
const bn = CATALOGUES.BN;

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/u.test(name) && !/\.test\.tsx?$/u.test(name) ? [path] : [];
  });
}

describe('catalogues', () => {
  it('defines each key in one file only', () => {
    for (const files of Object.values(CATALOGUE_FILES)) {
      const seen = new Map<string, string>();
      for (const [file, strings] of Object.entries(files)) {
        for (const key of Object.keys(strings)) {
          expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
    expect(Object.keys(CATALOGUE_FILES.EN).sort()).toEqual(
      Object.keys(CATALOGUE_FILES.BN)
        .map((name) => name.replace(/^bn/u, 'en'))
        .sort(),
    );
  });

  it('EN and BN have exactly the same keys', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  it('BN is really Bengali, not a copy of the English', () => {
    const same = Object.entries(en).filter(([key, text]) => bn[key] === text && /[a-z]{3}/iu.test(text));
    expect(same).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(names(bn[key]), key).toEqual(names(text));
    }
  });

  it('has every key the source code asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z0-9_]+)'/gu)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !(key in en))).toEqual([]);
  });
});
