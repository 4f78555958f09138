import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { numberFormatter } from './i18n-numbers.ts';

// Numbers inside sentences follow the UI language, as the app's own i18n instance (lib/i18n.ts) is set up.
async function instance() {
  const i18n = i18next.createInstance();
  await i18n.use(numberFormatter).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          files_one: '{{count}} file',
          files_other: '{{count}} files',
          position: '{{current}} / {{total}}',
          named: 'Shared by {{name}}',
        },
      },
      de: { translation: { files_one: '{{count}} Datei', files_other: '{{count}} Dateien' } },
      fr: { translation: { files_one: '{{count}} fichier', files_other: '{{count}} fichiers' } },
    },
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return i18n;
}

describe('numbers in sentences', () => {
  it('groups counts in the UI language, and still picks the plural by the number', async () => {
    const i18n = await instance();
    expect(i18n.t('files', { count: 1 })).toBe('1 file');
    expect(i18n.t('files', { count: 100_000 })).toBe('100,000 files');
    expect(i18n.t('position', { current: 3, total: 1250 })).toBe('3 / 1,250');
    expect(i18n.t('files', { count: 1000, lng: 'de' })).toBe('1.000 Dateien');
    expect(i18n.t('files', { count: 1, lng: 'de' })).toBe('1 Datei');
    expect(i18n.t('files', { count: 1000, lng: 'fr' })).toBe('1\u202f000 fichiers');
  });

  it('leaves text values as they are, numbers in them too, and a missing value missing', async () => {
    const i18n = await instance();
    expect(i18n.t('named', { name: 'Jonas 2000' })).toBe('Shared by Jonas 2000');
    expect(i18n.t('named')).toBe('Shared by {{name}}');
  });
});
