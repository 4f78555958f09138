import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatDayOfMonth,
  formatLongDate,
  formatNumber,
  formatPercent,
} from './format.ts';

export interface Formatters {
  formatBytes: (bytes: number, decimals?: number) => string;
  formatNumber: (value: number, maximumFractionDigits?: number) => string;
  formatPercent: (percent: number, maximumFractionDigits?: number) => string;
  formatDate: (value: string | Date | null | undefined) => string;
  formatDateTime: (value: string | Date | null | undefined) => string;
  formatLongDate: (value: string | Date | null | undefined) => string;
  formatDayOfMonth: (value: string | Date | null | undefined) => string;
}

/** The formatters of `format.ts` bound to the UI language; the component renders again when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      formatBytes: (bytes, decimals) => formatBytes(bytes, language, decimals),
      formatNumber: (value, digits) => formatNumber(value, language, digits),
      formatPercent: (percent, digits) => formatPercent(percent, language, digits),
      formatDate: (value) => formatDate(value, language),
      formatDateTime: (value) => formatDateTime(value, language),
      formatLongDate: (value) => formatLongDate(value, language),
      formatDayOfMonth: (value) => formatDayOfMonth(value, language),
    }),
    [language],
  );
}
