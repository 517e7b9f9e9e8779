import { stringify } from 'csv-stringify/sync';

/**
 * Every CSV file the portal hands out, as French spreadsheets open it: semicolon-separated, CRLF,
 * a BOM. Texts from the insurer's data (a professional's name, a beneficiary's first name) may
 * start with `=`, `+`, `-`, `@`, a tab or a carriage return, which a spreadsheet runs as a formula
 * (`=HYPERLINK(…)`): csv-stringify's `escape_formulas` prefixes such a cell with a quote, as OWASP
 * advises against CSV injection. Numbers are passed as numbers and written by `formatNumber`: they are
 * never prefixed (a negative amount stays a number).
 */
export function spreadsheetCsv(rows: (string | number)[][], formatNumber: (value: number) => string = String): string {
  return `\ufeff${stringify(rows, {
    delimiter: ';',
    record_delimiter: '\r\n',
    escape_formulas: true,
    cast: { number: formatNumber },
  })}`;
}
