import { describe, expect, it } from 'vitest';
import { catalogueKey, directionFor, htmlLangFor, pickLanguage } from './language-rules';

describe('language rules', () => {
  it('maps product codes to html lang tags', () => {
    expect(htmlLangFor('BN')).toBe('bn');
    expect(htmlLangFor('EN')).toBe('en');
    expect(htmlLangFor('PT-BR')).toBe('pt-BR');
    expect(htmlLangFor('TW')).toBe('zh-TW');
    expect(htmlLangFor('UR-LA')).toBe('ur-Latn');
  });

  it('writes Arabic, Persian and Urdu right to left, Urdu in Latin script left to right', () => {
    expect(directionFor('AR')).toBe('rtl');
    expect(directionFor('FA')).toBe('rtl');
    expect(directionFor('UR')).toBe('rtl');
    expect(directionFor('UR-LA')).toBe('ltr');
    expect(directionFor('BN')).toBe('ltr');
  });

  it('reads English strings for languages without a catalogue', () => {
    expect(catalogueKey('BN')).toBe('BN');
    expect(catalogueKey('AR')).toBe('EN');
    expect(catalogueKey('TH')).toBe('EN');
  });

  it('keeps the visitor choice only when the brand offers it', () => {
    expect(pickLanguage('EN', ['BN', 'EN'], 'BN')).toBe('EN');
    expect(pickLanguage('en', ['BN', 'EN'], 'BN')).toBe('EN');
    expect(pickLanguage('TH', ['BN', 'EN'], 'BN')).toBe('BN');
    expect(pickLanguage(null, ['BN', 'EN'], 'BN')).toBe('BN');
    expect(pickLanguage('nonsense', ['BN', 'EN'], 'BN')).toBe('BN');
  });
});
