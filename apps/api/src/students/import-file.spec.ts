import { StudentTexts } from '@cdi/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import iconv from 'iconv-lite';
import {
  decodeImportText,
  detectDelimiter,
  parseImportCsv,
  readImportFile,
  readWorkbookTable,
  unpacksWithin,
} from './import-file';

const NAMES = 'first_name,last_name,email\nJosé,Muñoz,jose@x.org\n';

describe('decodeImportText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeImportText(Buffer.from(NAMES, 'utf8'))).toBe(NAMES);
    expect(decodeImportText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(NAMES, 'utf8')]))).toBe(NAMES);
  });

  it('reads UTF-16 little and big endian by their byte-order marks', () => {
    expect(decodeImportText(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(NAMES, 'utf-16le')]))).toBe(NAMES);
    expect(decodeImportText(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(NAMES, 'utf-16be')]))).toBe(NAMES);
  });

  it('reads Windows-1252, the CSV of Excel on Windows, without a replacement character', () => {
    const bytes = iconv.encode('first_name,last_name,email\nJosé,Muñoz,jose@x.org\nZoë,Œuvre – “x”,z@x.org\n', 'windows-1252');
    expect(decodeImportText(bytes)).toBe('first_name,last_name,email\nJosé,Muñoz,jose@x.org\nZoë,Œuvre – “x”,z@x.org\n');
  });

  it('refuses binary bytes and text in no encoding it knows', () => {
    expect(decodeImportText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]))).toBeNull();
    expect(decodeImportText(Buffer.from('a,b\n\u0000\u0001c,d', 'utf8'))).toBeNull();
    // 0x81 has no character in Windows-1252, and the bytes are not UTF-8.
    expect(decodeImportText(Buffer.from([0x61, 0x2c, 0x81, 0x0a]))).toBeNull();
    // Half a UTF-16 character.
    expect(decodeImportText(Buffer.from([0xff, 0xfe, 0x61, 0x00, 0x62]))).toBeNull();
  });
});

describe('parseImportCsv', () => {
  it('recognises comma, semicolon and tab from the header line', () => {
    expect(detectDelimiter('a,b,c\n1;2;3')).toBe(',');
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\tc\n1,5\t2\t3')).toBe('\t');
    expect(detectDelimiter('"x;y",b,c\n')).toBe(',');
    const expected = [
      ['first_name', 'last_name', 'email'],
      ['Ana', 'Ruiz, Jr', 'a@x.org'],
    ];
    expect(parseImportCsv('first_name;last_name;email\r\nAna;"Ruiz, Jr";a@x.org\r\n')).toEqual(expected);
    expect(parseImportCsv('first_name\tlast_name\temail\nAna\tRuiz, Jr\ta@x.org\n')).toEqual(expected);
  });

  it('reads quoted fields, doubled quotes, line breaks inside quotes, a BOM, and skips empty lines', () => {
    expect(parseImportCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });

  it('is null for a quote never closed', () => {
    expect(parseImportCsv('a,"b\nc')).toBeNull();
  });
});

describe('readImportFile', () => {
  it('reads the first sheet of an .xlsx workbook, by its content, as plain text cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    workbook.addWorksheet('Other').addRow(['not', 'this']);
    sheet.addRow(['first_name', 'last_name', 'email', 'candidate_id', 'group']);
    sheet.addRow([
      { richText: [{ text: 'Jo' }, { text: 'sé', font: { bold: true } }] },
      'Muñoz',
      { text: 'jose@x.org', hyperlink: 'mailto:jose@x.org' },
      null,
      2026,
    ]);
    sheet.addRow(['Ana', 'Ruiz', 'ana@x.org', { formula: '"ABC"&"1234"', result: 'ABC1234' }, new Date(Date.UTC(2026, 0, 5))]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readImportFile(bytes);
    expect('csv' in read && parseImportCsv(read.csv)).toEqual([
      ['first_name', 'last_name', 'email', 'candidate_id', 'group'],
      ['José', 'Muñoz', 'jose@x.org', '', '2026'],
      ['Ana', 'Ruiz', 'ana@x.org', 'ABC1234', '2026-01-05'],
    ]);
  });

  it('names the problem of a file that is neither text nor a workbook', async () => {
    expect(await readImportFile(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]))).toEqual({
      problem: StudentTexts.importFileNotText,
    });
    expect(await readImportFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      problem: StudentTexts.importWorkbookUnreadable,
    });
  });

  it('refuses a workbook that would unpack past the limit, before exceljs inflates it', async () => {
    const sheet = new ExcelJS.Workbook();
    sheet.addWorksheet('Students').addRow(['first_name', 'last_name']);
    const archive = await JSZip.loadAsync(await sheet.xlsx.writeBuffer());
    const limit = 1024 * 1024;
    archive.file('xl/media/padding.bin', Buffer.alloc(limit));
    const bomb = await archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(limit / 100);
    expect(await readWorkbookTable(bomb, limit)).toBeNull();
    expect(await readWorkbookTable(bomb, 2 * limit)).toEqual([['first_name', 'last_name']]);
  });
});

describe('unpacksWithin', () => {
  it('counts what the parts inflate to, not what the archive says', async () => {
    const archive = new JSZip();
    archive.file('a.txt', 'x'.repeat(600));
    archive.file('b.txt', 'y'.repeat(400));
    const bytes = await archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(await unpacksWithin(bytes, 1000)).toBe(true);
    expect(await unpacksWithin(bytes, 999)).toBe(false);
  });
});
