import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, acceptedLanguage, browserLanguage, isLanguage } from './language.ts';

describe('browserLanguage (a first visit follows the browser when it speaks one of ours)', () => {
  it('takes the first supported language, region aside', () => {
    expect(browserLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(browserLanguage(['it-IT', 'fr'])).toBe('fr');
    expect(browserLanguage(['zh-CN'])).toBe('zh');
    expect(browserLanguage(['zh-Hant-TW'])).toBe('zh');
    expect(browserLanguage(['ES'])).toBe('es');
  });
  it('is null when none is ours', () => {
    expect(browserLanguage(['it', 'pt-BR'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
  it('knows our languages and nothing else', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('FR')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('the language of an Accept-Language header', () => {
  it('orders the tags by weight, equal weights in their order, without refused ones', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptLanguageTags('en;q=0.5,de')).toEqual(['de', 'en']);
    expect(acceptLanguageTags('de;q=0, es')).toEqual(['es']);
    expect(acceptLanguageTags('')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
  it('picks the most wanted of ours', () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('de');
    expect(acceptedLanguage('it-IT,it;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(acceptedLanguage('en;q=0.3, zh-CN')).toBe('zh');
    expect(acceptedLanguage('fr;q=0, en')).toBe('en');
  });
  it('is null without one of ours, and never fails on a malformed header', () => {
    expect(acceptedLanguage('it, pt-BR')).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
    expect(acceptedLanguage(';;,, ;q=abc, de;q=x')).toBe('de');
  });
});
