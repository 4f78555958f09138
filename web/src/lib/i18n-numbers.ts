import type { FormatFunction, FormatterModule } from 'i18next';
import { formatNumber } from './format.ts';

/**
 * The app's i18next formatter: every number a sentence carries ("1,000 files", "3 / 1,250") is written in the UI
 * language, '1.000 Dateien' in German. Texts use no format names ({{count}}, never {{count, number}}); with
 * `alwaysFormat` each value passes here, and anything but a number stays as it is.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back untouched, undefined too: i18next then treats a missing value as missing.
  format: ((value: unknown, _format?: string, language?: string) =>
    typeof value === 'number' ? formatNumber(value, language ?? 'en') : value) as FormatFunction,
};
