import { describe, expect, it } from 'vitest';
import { browserLanguage } from './i18n.ts';

describe('browserLanguage (a first visit follows the browser when it speaks one of ours)', () => {
  it('takes the first supported language, region aside', () => {
    expect(browserLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(browserLanguage(['it-IT', 'fr'])).toBe('fr');
    expect(browserLanguage(['zh-CN'])).toBe('zh');
    expect(browserLanguage(['ES'])).toBe('es');
  });
  it('is null when none is ours', () => {
    expect(browserLanguage(['it', 'pt-BR'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
