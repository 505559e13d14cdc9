import { type ImportTable, StudentTexts, tableToCsv } from '@cdi/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import JSZip from 'jszip';

/** What an uploaded enrolment file holds: its CSV text (a workbook's first sheet written as CSV), or why it cannot be read. */
export type ImportFileText = { csv: string } | { problem: string };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];
/** A zip archive's local file header: how an .xlsx workbook begins, whatever its name. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** Control characters no spreadsheet writes into text (tab, line feed and carriage return are fine). */
// eslint-disable-next-line no-control-regex
const BINARY_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of an enrolment file as offices save it: UTF-8 with or without a byte-order mark, UTF-16
 * little or big endian with its mark (Excel's "Unicode text"), or else Windows-1252 (Excel's "CSV" on
 * Windows), which any byte sequence that is not valid UTF-8 is taken to be. Null when the result would
 * hold a replacement character or control bytes: the file is binary or in none of these encodings,
 * and nothing it holds may be stored garbled.
 */
export function decodeImportText(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text: string;
  if (startsWith(bytes, UTF8_BOM)) text = decodeUtf8(bytes.subarray(UTF8_BOM.length)) ?? '\uFFFD';
  else if (startsWith(bytes, UTF16LE_BOM)) text = decodeUtf16(buffer.subarray(2), 'utf-16le');
  else if (startsWith(bytes, UTF16BE_BOM)) text = decodeUtf16(buffer.subarray(2), 'utf-16be');
  else text = decodeUtf8(bytes) ?? iconv.decode(buffer, 'windows-1252');
  return BINARY_CHARACTER.test(text) ? null : text;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** An odd number of bytes cannot be UTF-16: marked unreadable rather than cut. */
const decodeUtf16 = (buffer: Buffer, encoding: 'utf-16le' | 'utf-16be') =>
  buffer.length % 2 === 0 ? iconv.decode(buffer, encoding) : '\uFFFD';

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most (outside quotes): comma, semicolon (European Excel) or tab. */
export function detectDelimiter(text: string): (typeof DELIMITERS)[number] {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best), DELIMITERS[0]);
}

/** The cells of a CSV text in its own delimiter; null when it is not well-formed CSV (a quote never closed). */
export function parseImportCsv(text: string): ImportTable | null {
  try {
    return parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as ImportTable;
  } catch {
    return null;
  }
}

/** Whether the bytes are a zip archive, as every .xlsx workbook is (judged by content, not by the file's name). */
export const isZipArchive = (bytes: Uint8Array) => startsWith(bytes, ZIP_MAGIC);

/** A cell's value as the text a person sees in it: rich text joined, a hyperlink's text, a formula's result, a date as a day. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/**
 * More than any enrolment workbook unpacks to (5,000 rows of a few columns are a few MB of XML). A
 * 4 MB upload could otherwise inflate to gigabytes inside exceljs, which unpacks every part into memory.
 */
export const WORKBOOK_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * Whether every part of a zip archive together inflates to no more than `limit` bytes. The parts are
 * inflated as a stream and counted, stopping at the limit: the sizes an archive declares can lie.
 */
export async function unpacksWithin(bytes: Uint8Array, limit: number): Promise<boolean> {
  const archive = await JSZip.loadAsync(bytes);
  let left = limit;
  for (const part of Object.values(archive.files)) {
    if (part.dir) continue;
    left -= await inflatedSize(part, left);
    if (left < 0) return false;
  }
  return true;
}

/** How many bytes a part inflates to, counting no further than just past `budget`. */
function inflatedSize(part: JSZip.JSZipObject, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stream = part.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        stream.pause();
        resolve(size);
      }
    });
    stream.on('end', () => resolve(size));
    stream.on('error', reject);
  });
}

/** The first sheet of an .xlsx workbook as a table of plain-text cells; null when it is not a readable workbook. */
export async function readWorkbookTable(
  bytes: Uint8Array,
  maxUnpackedBytes = WORKBOOK_MAX_UNPACKED_BYTES,
): Promise<ImportTable | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (!(await unpacksWithin(bytes, maxUnpackedBytes))) return null;
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const table: ImportTable = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value));
    table[rowNumber - 1] = cells;
  });
  return Array.from(table, (cells) => cells ?? []);
}

/**
 * An uploaded enrolment file as CSV text for the import's one set of checks: an .xlsx workbook
 * (recognised by its bytes) has its first sheet written as CSV; any other file is decoded as text.
 */
export async function readImportFile(bytes: Uint8Array): Promise<ImportFileText> {
  if (isZipArchive(bytes)) {
    const table = await readWorkbookTable(bytes);
    return table && table.length > 0 ? { csv: tableToCsv(table) } : { problem: StudentTexts.importWorkbookUnreadable };
  }
  const text = decodeImportText(bytes);
  return text === null ? { problem: StudentTexts.importFileNotText } : { csv: text };
}
