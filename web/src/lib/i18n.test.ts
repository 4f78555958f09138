import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n.ts';

describe('switching the language', () => {
  it('applies the last language asked for, even when an earlier one loads its texts after it', async () => {
    // German's texts load from their own files; English is there already, so its switch is done first.
    const german = setLanguage('de', { remember: false });
    const english = setLanguage('en', { remember: false });
    await Promise.all([german, english]);
    expect(i18n.language).toBe('en');

    await setLanguage('fr', { remember: false });
    expect(i18n.language).toBe('fr');
    await setLanguage('en', { remember: false });
    expect(i18n.language).toBe('en');
  });
});
