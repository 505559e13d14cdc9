import {
  csvFile,
  fileNameSlug,
  isoWithOffset,
  RESULTS_EXPORT_COLUMNS,
  type ResultsExportFormat,
  wallClockDate,
} from '@cdi/contracts';
import ExcelJS from 'exceljs';
import { SPREADSHEET_DATE_TIME_FORMAT } from '../common/zoned-time';

type Cell = string | number | Date | null;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A download's file name: the kind, the test title in letters, digits and dashes only, and the day. */
export function exportFileBase(kind: string, title: string, now: Date): string {
  return `${kind}-${fileNameSlug(title)}-${now.toISOString().slice(0, 10)}`;
}

/**
 * The group's results as CSV (with a BOM so spreadsheets read names as UTF-8) or XLSX: the same columns
 * and values. Dates are on the centre's clock: ISO 8601 with its offset in CSV, date cells in XLSX.
 */
export async function resultsFile(
  format: ResultsExportFormat,
  title: string,
  rows: Cell[][],
  now: Date,
  timeZone: string,
): Promise<ExportFile> {
  const name = exportFileBase('results', title, now);
  if (format === 'csv') {
    const text = rows.map((row) => row.map((cell) => (cell instanceof Date ? isoWithOffset(cell, timeZone) : cell)));
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(`\uFEFF${csvFile(RESULTS_EXPORT_COLUMNS, text)}`, 'utf8'),
    };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...RESULTS_EXPORT_COLUMNS]).font = { bold: true };
  // A text starting like a formula stays text: exceljs writes strings as strings, never as formulas.
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (cell instanceof Date ? wallClockDate(cell, timeZone) : (cell ?? ''))));
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = SPREADSHEET_DATE_TIME_FORMAT;
    });
  }
  sheet.columns.forEach((column, i) => {
    // Date columns wide enough for the whole date and time.
    const dates = rows.some((row) => row[i] instanceof Date);
    column.width = Math.max(dates ? 20 : 12, RESULTS_EXPORT_COLUMNS[i]!.length + 2);
  });
  return {
    fileName: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
