const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Human size in base 1024 (docs/product.md, Formats): 0 Bytes, 1.5 KB, 100 MB. English, for the server and the CLI. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exp = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exp;
  return `${parseFloat(value.toFixed(decimals))} ${UNITS[exp]}`;
}

// The unit symbols are the same in every language (no "Bytes", no French "Mo"): only the number follows the language.
const SYMBOLS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, decimals: number): Intl.NumberFormat {
  const key = `${language}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A size in base 1024 in a language's number format: '83.27 MB' in English, '83,27 MB' in German, '0 B'. A no-break
 * space keeps the number and its unit on one line.
 */
export function formatBytesIn(language: string, bytes: number, decimals = 2): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const exp = size < 1 ? 0 : Math.min(Math.floor(Math.log(size) / Math.log(1024)), SYMBOLS.length - 1);
  return `${numberFormat(language, decimals).format(size / 1024 ** exp)}\u00a0${SYMBOLS[exp]}`;
}
