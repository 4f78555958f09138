// The CSV of a share's access log. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return)
// as a formula, so such a value is written as text: a leading apostrophe, inside quotes (CSV injection).

export const ACTIVITY_CSV_HEADER = ['time', 'event', 'network', 'browser', 'os', 'device', 'recipient'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) || text !== value ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the file, ended by CRLF (RFC 4180). */
export const csvLine = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
