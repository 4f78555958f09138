import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vaultbox/common/constants.ts';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatDayOfMonth,
  formatLongDate,
  formatNumber,
  formatPercent,
} from './format.ts';

// Playwright and testing-library fold these spaces into one; here they are named, as the text holds them.
const NBSP = '\u00a0';
// Which no-break space French and German put before '%' or between thousands depends on the ICU release: '_' is either.
const noBreak = (text: string) => text.replace(/[\u00a0\u202f]/g, '_');
const MB = 83.27 * 1024 * 1024;
const AT = '2025-03-04T14:05:00Z';

describe('formatBytes in the five languages', () => {
  it.each([
    ['en', `83.27${NBSP}MB`, `1.5${NBSP}KB`],
    ['de', `83,27${NBSP}MB`, `1,5${NBSP}KB`],
    ['fr', `83,27${NBSP}MB`, `1,5${NBSP}KB`],
    ['es', `83,27${NBSP}MB`, `1,5${NBSP}KB`],
    ['zh', `83.27${NBSP}MB`, `1.5${NBSP}KB`],
  ])('writes the number as %s does, the unit as everyone does', (language, megabytes, kilobytes) => {
    expect(formatBytes(MB, language)).toBe(megabytes);
    expect(formatBytes(1536, language)).toBe(kilobytes);
  });

  it.each(LANGUAGES)('never says "Bytes" nor a translated unit in %s', (language) => {
    const sizes = [0, 1, 1023, 1024, 1024 ** 2, 1024 ** 3, 1024 ** 4, 3 * 1024 ** 5].map((n) =>
      formatBytes(n, language),
    );
    expect(sizes[0]).toBe(`0${NBSP}B`);
    for (const size of sizes) expect(size).toMatch(/^[\d.,\s\u00a0\u202f]+\u00a0(B|KB|MB|GB|TB)$/);
    expect(sizes.join(' ')).not.toMatch(/Bytes|octet|Mo\b|Go\b|字节/);
  });

  it('takes decimals and refuses nonsense as 0 B', () => {
    expect(formatBytes(MB, 'de', 0)).toBe(`83${NBSP}MB`);
    expect(formatBytes(-5, 'en')).toBe(`0${NBSP}B`);
    expect(formatBytes(Number.NaN, 'fr')).toBe(`0${NBSP}B`);
  });
});

describe('formatPercent in the five languages', () => {
  it.each([
    ['en', '8.1%', '100%'],
    ['de', '8,1_%', '100_%'],
    ['fr', '8,1_%', '100_%'],
    ['es', '8,1_%', '100_%'],
    ['zh', '8.1%', '100%'],
  ])('writes %s percentages its way', (language, tenth, whole) => {
    expect(noBreak(formatPercent(8.1, language))).toBe(tenth);
    expect(noBreak(formatPercent(100, language))).toBe(whole);
  });

  it('rounds to one decimal unless told otherwise', () => {
    expect(formatPercent(33.333, 'en')).toBe('33.3%');
    expect(formatPercent(33.333, 'en', 0)).toBe('33%');
    expect(formatPercent(Number.NaN, 'en')).toBe('0%');
  });
});

describe('formatNumber in the five languages', () => {
  it.each([
    ['en', '1,234,567'],
    ['de', '1.234.567'],
    ['fr', '1_234_567'],
    ['es', '1.234.567'],
    ['zh', '1,234,567'],
  ])('groups thousands as %s does', (language, grouped) => {
    expect(noBreak(formatNumber(1234567, language))).toBe(grouped);
  });
});

describe('dates in the five languages', () => {
  it.each([
    ['en', 'Mar 4, 2025', 'March 4, 2025', 'Mar 4'],
    ['de', '4. März 2025', '4. März 2025', '4. März'],
    ['fr', '4 mars 2025', '4 mars 2025', '4 mars'],
    ['es', '4 mar 2025', '4 de marzo de 2025', '4 mar'],
    ['zh', '2025年3月4日', '2025年3月4日', '3月4日'],
  ])('writes a %s date in its words', (language, short, long, day) => {
    expect(formatDate(AT, language)).toBe(short);
    expect(formatLongDate(new Date(AT), language)).toBe(long);
    expect(formatDayOfMonth('2025-03-04T00:00:00Z', language)).toBe(day);
  });

  it.each(LANGUAGES)('adds the time in %s and says nothing of no date', (language) => {
    const withTime = formatDateTime(AT, language);
    expect(withTime.length).toBeGreaterThan(formatDate(AT, language).length);
    expect(withTime).toMatch(/\d{2}:\d{2}/);
    expect(formatDate(null, language)).toBe('');
    expect(formatDateTime('not a date', language)).toBe('');
  });

  it('uses a 24-hour clock in German', () => {
    // Local time of the test machine: only the shape is checked.
    expect(formatDateTime(AT, 'de')).toMatch(/^4\. März 2025, \d{2}:\d{2}$/);
  });
});
