import { formatBytesIn } from '@vaultbox/common/format-bytes.ts';

// Every number, size, percentage and date the app shows, in the UI language (docs/product.md, Formats): '83,27 MB'
// and '8,1 %' in German. Each takes the language; components get them bound to the current one from `useFormat()`.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

/** One formatter per language and options, made once: making one costs far more than formatting with it. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

function validDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A size in base 1024: '1.5 KB', '83,27 MB', '0 B' (the unit symbols are the same in every language). */
export function formatBytes(bytes: number, language: string, decimals = 2): string {
  return formatBytesIn(language, bytes, decimals);
}

/** A count or figure: '1,234' in English, '1.234' in German. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return numberFormat(language, { maximumFractionDigits }).format(Number.isFinite(value) ? value : 0);
}

/** A percentage given as 0-100: '8.1%' in English, '8,1 %' in German and French, '8.1%' in Chinese. */
export function formatPercent(percent: number, language: string, maximumFractionDigits = 1): string {
  const share = Number.isFinite(percent) ? percent / 100 : 0;
  return numberFormat(language, { style: 'percent', maximumFractionDigits }).format(share);
}

/** A date: 'Mar 4, 2025', '4. März 2025'; '' when there is none. */
export function formatDate(value: string | Date | null | undefined, language: string): string {
  const date = validDate(value);
  return date ? dateFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date) : '';
}

/** A date and time: 'Mar 4, 2025, 14:05'; '' when there is none. */
export function formatDateTime(value: string | Date | null | undefined, language: string): string {
  const date = validDate(value);
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  };
  return date ? dateFormat(language, options).format(date) : '';
}

/** A date written out: 'March 4, 2025', '4. März 2025', '2025年3月4日'; '' when there is none. */
export function formatLongDate(value: string | Date | null | undefined, language: string): string {
  const date = validDate(value);
  return date ? dateFormat(language, { dateStyle: 'long' }).format(date) : '';
}

/** A UTC calendar day without its year, as a chart's axis names it: 'Mar 4', '4. März'. */
export function formatDayOfMonth(value: string | Date | null | undefined, language: string): string {
  const date = validDate(value);
  return date ? dateFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date) : '';
}
