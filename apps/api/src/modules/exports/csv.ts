/**
 * CSV as RFC 4180 writes it and spreadsheets read it (docs/product.md#exports): fields separated
 * by commas, records ended by CRLF, a field quoted when it holds a quote, a comma or a line break,
 * its quotes doubled.
 */

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One field: a formula's first character is made text with a leading `'`; empty for nothing. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * Excel reads a CSV file as the system's legacy code page unless it starts with the UTF-8 byte
 * order mark; with it, names in any script open as written. Other readers skip it.
 */
export const UTF8_BOM = '\uFEFF';
