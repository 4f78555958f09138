import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Trans as RealTrans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vaultbox/common/constants.ts';
import { numberFormatter } from '../i18n-numbers.ts';
import { Translator } from './i18next.ts';
import { Trans, useTranslation } from './react-i18next.tsx';

// The translator both builds ship must give what i18next gives, for every text the app has, in every language:
// plurals, values in `{{name}}` (numbers in the language), English where a language lacks a text, the key where no language
// has it.
const texts = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'i18n');
// Every area (`en/<area>.json`) besides the default one.
const AREAS = readdirSync(join(texts, 'en')).map((name) => name.replace(/\.json$/, ''));
type Bundle = Record<string, unknown>;
const read = (path: string) => JSON.parse(readFileSync(join(texts, path), 'utf8')) as Bundle;
const resources: Record<string, Record<string, Bundle>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      translation: read(`${language}.json`),
      ...Object.fromEntries(AREAS.map((area) => [area, read(`${language}/${area}.json`)])),
    },
  ]),
);

/** Every text's key in a bundle (`a.b.c`), a plural's key without its suffix. */
function keysOf(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value as Bundle, `${prefix}${name}.`),
  );
}

/** Both translators, set up as lib/i18n.ts sets up i18next, in `language`. */
async function both(language: string) {
  const options = {
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: ['translation', ...AREAS],
    defaultNS: 'translation',
    interpolation: { escapeValue: false, alwaysFormat: true },
  };
  const real = i18next.createInstance().use(numberFormatter);
  await real.init(options);
  const ours = new Translator().use(numberFormatter);
  await ours.init(options);
  return { real, ours };
}

/** The placeholders' names of a key's texts in a bundle (every plural form). */
function placeholdersOf(bundle: Bundle, key: string): string[] {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  const node = parts.reduce<Bundle>((at, part) => (at[part] ?? {}) as Bundle, bundle);
  const forms = Object.entries(node).filter(([name]) => name === last || name.startsWith(`${last}_`));
  const text = forms.map(([, value]) => JSON.stringify(value)).join(' ');
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))];
}

describe("the app's translator", () => {
  it('reads every area', () => {
    expect(AREAS).toEqual(expect.arrayContaining(['sharing', 'media', 'settings', 'admin', 'albums']));
  });

  it.each(LANGUAGES)('gives what i18next gives for every text of the app in %s', async (language) => {
    const { real, ours } = await both(language);
    let compared = 0;
    for (const ns of ['translation', ...AREAS]) {
      // English's keys: a text the language lacks is English in both.
      for (const key of new Set(keysOf(resources.en[ns]))) {
        const names = placeholdersOf(resources.en[ns], key);
        const tries: Record<string, unknown>[] = [
          {},
          Object.fromEntries(names.map((name) => [name, 'Ann'])),
          // Values that are not words nor numbers (a count always is one): written as i18next writes them.
          Object.fromEntries(
            names
              .filter((name) => name !== 'count')
              .map((name, at) => [name, [null, false, ['a', 'b'], { a: 1 }][at % 4]]),
          ),
          ...[0, 1, 2, 5, 21, 1234.5].map((count) => ({
            ...Object.fromEntries(names.map((name) => [name, count * 3])),
            count,
          })),
        ];
        for (const values of tries) {
          expect(ours.t(key, { ns, ...values }), `${language} ${ns}:${key} ${JSON.stringify(values)}`).toBe(
            real.t(key, { ns, ...values }),
          );
          // The namespace in the key instead.
          expect(ours.t(`${ns}:${key}`, values)).toBe(real.t(`${ns}:${key}`, values));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    expect(ours.t('no.such.text', { ns: 'sharing' })).toBe(real.t('no.such.text', { ns: 'sharing' }));
  });

  it('follows a change of language, and writes numbers in the language asked for', async () => {
    const { real, ours } = await both('en');
    await Promise.all([real.changeLanguage('de'), ours.changeLanguage('de')]);
    expect(ours.language).toBe('de');
    expect(ours.t('public.counter', { ns: 'sharing', current: 1200, max: 5000 })).toBe(
      real.t('public.counter', { ns: 'sharing', current: 1200, max: 5000 }),
    );
    expect(ours.t('public.counter', { ns: 'sharing', lng: 'fr', current: 1200, max: 5000 })).toBe(
      real.t('public.counter', { ns: 'sharing', lng: 'fr', current: 1200, max: 5000 }),
    );
  });

  it.each(LANGUAGES)("draws a text with an element in it as react-i18next's Trans does, in %s", async (language) => {
    const { real, ours } = await both(language);
    const link = createElement('a', { href: '/u/ann', className: 'font-medium' });
    const props = { i18nKey: 'public.sharedBy', values: { name: 'Ann Lee' }, components: { profile: link } };
    const expected = renderToStaticMarkup(
      createElement(RealTrans, { ...props, i18n: real, t: real.getFixedT(language, 'sharing') }),
    );
    // The shared translator of both builds, in this language, with these texts.
    const shared = (await import('./i18next.ts')).default;
    await shared.init({ resources, lng: language, fallbackLng: 'en' });
    const drawn = renderToStaticMarkup(
      createElement(Trans, { ...props, t: (key, values) => shared.t(key, { ns: 'sharing', ...values }) }),
    );
    expect(drawn).toBe(expected);
    expect(drawn).toContain('<a href="/u/ann" class="font-medium">Ann Lee</a>');
    expect(ours.t('public.sharedBy', { ns: 'sharing', name: 'Ann' })).toBe(
      real.t('public.sharedBy', { ns: 'sharing', name: 'Ann' }),
    );
  });

  it('shows a name with tags in it as text, never as an element', async () => {
    const shared = (await import('./i18next.ts')).default;
    await shared.init({ resources, lng: 'en', fallbackLng: 'en' });
    const drawn = renderToStaticMarkup(
      createElement(Trans, {
        t: (key, values) => shared.t(key, { ns: 'sharing', ...values }),
        i18nKey: 'public.sharedBy',
        values: { name: '<profile>Eve</profile> <b>x</b>' },
        components: { profile: createElement('a', { href: '/u/eve' }) },
      }),
    );
    expect(drawn).toBe('Shared by <a href="/u/eve">&lt;profile&gt;Eve&lt;/profile&gt; &lt;b&gt;x&lt;/b&gt;</a>');
  });

  it("gives a component the texts of its first namespace, in the page's language", async () => {
    const shared = (await import('./i18next.ts')).default;
    await shared.use(numberFormatter).init({ resources, lng: 'en', fallbackLng: 'en' });
    function Summary() {
      const { t, i18n } = useTranslation(['share-items', 'sharing']);
      return createElement('p', { lang: i18n.language }, t('public.summary', { count: 1200, size: '3 MB' }));
    }
    const { real } = await both('en');
    expect(renderToStaticMarkup(createElement(Summary))).toBe(
      `<p lang="en">${real.t('public.summary', { ns: 'share-items', count: 1200, size: '3 MB' })}</p>`,
    );
    await Promise.all([shared.changeLanguage('de'), real.changeLanguage('de')]);
    expect(renderToStaticMarkup(createElement(Summary))).toBe(
      `<p lang="de">${real.t('public.summary', { ns: 'share-items', count: 1200, size: '3 MB' })}</p>`,
    );
    expect(renderToStaticMarkup(createElement(Summary))).toContain('1.200');
  });
});
