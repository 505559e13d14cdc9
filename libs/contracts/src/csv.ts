/**
 * CSV files the product hands out (activity log, results, credentials sheets): RFC 4180 with CRLF line
 * ends. A cell a spreadsheet would run as a formula (=, +, -, @, tab or CR first) is kept as text by a
 * leading apostrophe, so a name like "=HYPERLINK(...)" cannot act when the file is opened.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: the header and the rows, each line ended by CRLF. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map(csvLine).join('\r\n') + '\r\n';
}
