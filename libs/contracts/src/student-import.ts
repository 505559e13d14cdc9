import { csvFile } from './csv';
import { z } from 'zod';
import { LOGIN_ID_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { isStorableText, storableText } from './storable-text';
import { fillText } from './exam-content/texts';
import { isCandidateId, isEmailAddress, normaliseCandidateId, StudentLimits, StudentTexts } from './students';

/** A source of randomness: an integer from 0 to max - 1 (crypto in browsers and servers, fixed in tests). */
export type RandomInt = (max: number) => number;

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Spec 3 §5: three random capital letters and a number from 1000 to 9999. */
export function generateCandidateId(randomInt: RandomInt): string {
  const letters = Array.from({ length: 3 }, () => CAPITALS[randomInt(CAPITALS.length)]).join('');
  const span = StudentLimits.candidateNumberMax - StudentLimits.candidateNumberMin + 1;
  return `${letters}${StudentLimits.candidateNumberMin + randomInt(span)}`;
}

/** Spec 3 §5: eight characters from an alphabet without I, O, l, 1 and 0. */
export function generatePassword(randomInt: RandomInt): string {
  const alphabet = StudentLimits.passwordAlphabet;
  return Array.from({ length: StudentLimits.generatedPasswordLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * The rows of a CSV text (RFC 4180: quoted fields with "" for a quote, commas and line breaks inside
 * quotes, CRLF or LF lines, a leading byte-order mark). Null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

export const IMPORT_COLUMNS = ['first_name', 'last_name', 'email', 'candidate_id', 'group'] as const;
const REQUIRED_COLUMNS = ['first_name', 'last_name', 'email'] as const;

export interface ImportRow {
  /** The line of the file (the header is line 1). */
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  candidate_id: string | null;
  group: string | null;
  /** Why the row cannot be enrolled; empty when it can. */
  reasons: string[];
}

export interface ImportCheck {
  /** A problem with the whole file (no rows, too many, missing columns); rows are empty then. */
  problem: string | null;
  rows: ImportRow[];
}

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The file-level rules of an enrolment CSV: its columns, the row limit, each row's required fields
 * and formats, and ids or e-mails repeated inside the file. What only the database knows (taken
 * ids and e-mails, the centre's groups) the server adds to these reasons.
 */
export function checkImportCsv(text: string): ImportCheck {
  if (text.length > StudentLimits.importMaxChars) return { problem: StudentTexts.importTooLarge, rows: [] };
  if (!isStorableText(text)) return { problem: StudentTexts.importFileUnreadable, rows: [] };
  const table = parseCsv(text);
  if (!table) return { problem: StudentTexts.importFileUnreadable, rows: [] };
  const [header, ...body] = table;
  if (!header || body.length === 0) return { problem: StudentTexts.importNoRows, rows: [] };
  const keys = header.map(headerKey);
  const missing = REQUIRED_COLUMNS.filter((c) => !keys.includes(c));
  if (missing.length) return { problem: fillText(StudentTexts.importMissingColumns, { columns: missing.join(', ') }), rows: [] };
  if (body.length > StudentLimits.importMaxRows)
    return { problem: fillText(StudentTexts.importTooManyRows, { max: StudentLimits.importMaxRows }), rows: [] };

  const at = (cells: string[], column: string) => {
    const index = keys.indexOf(column);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  const rows: ImportRow[] = body.map((cells, index) => {
    const candidate = at(cells, 'candidate_id');
    const group = at(cells, 'group');
    return {
      line: index + 2,
      first_name: at(cells, 'first_name'),
      last_name: at(cells, 'last_name'),
      email: at(cells, 'email').toLowerCase(),
      candidate_id: candidate === '' ? null : normaliseCandidateId(candidate),
      group: group === '' ? null : group,
      reasons: [],
    };
  });

  const idCount = new Map<string, number>();
  const emailCount = new Map<string, number>();
  for (const row of rows) {
    if (row.candidate_id) idCount.set(row.candidate_id, (idCount.get(row.candidate_id) ?? 0) + 1);
    if (row.email) emailCount.set(row.email, (emailCount.get(row.email) ?? 0) + 1);
  }
  const tooLong = fillText(StudentTexts.importTooLong, { max: NAME_MAX_LENGTH });
  for (const row of rows) {
    if (!row.first_name) row.reasons.push(StudentTexts.importFirstNameRequired);
    if (!row.last_name) row.reasons.push(StudentTexts.importLastNameRequired);
    if ([row.first_name, row.last_name, row.group ?? ''].some((v) => v.length > NAME_MAX_LENGTH)) row.reasons.push(tooLong);
    if (!row.email) row.reasons.push(StudentTexts.importEmailRequired);
    else if (!isEmailAddress(row.email)) row.reasons.push(StudentTexts.importEmailInvalid);
    else if ((emailCount.get(row.email) ?? 0) > 1) row.reasons.push(StudentTexts.importDuplicateEmail);
    if (row.candidate_id !== null) {
      if (!isCandidateId(row.candidate_id) || row.candidate_id.length > LOGIN_ID_MAX_LENGTH)
        row.reasons.push(StudentTexts.importCandidateIdFormat);
      else if ((idCount.get(row.candidate_id) ?? 0) > 1) row.reasons.push(StudentTexts.importDuplicateCandidateId);
    }
  }
  return { problem: null, rows };
}

/** A cell for the file rules to read back exactly (no formula guard: this is input, not a file handed out). */
const parsedBackCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** JSON rows as the CSV text the file rules read, so both forms of the call meet exactly the same checks. */
export function importRowsToCsv(rows: Record<string, unknown>[]): string {
  return [IMPORT_COLUMNS.join(','), ...rows.map((row) => IMPORT_COLUMNS.map((c) => parsedBackCell(row[c])).join(','))].join('\n');
}

const CsvTextSchema = storableText({ error: StudentTexts.importNoRows })
  .max(StudentLimits.importMaxChars, StudentTexts.importTooLarge)
  .min(1, StudentTexts.importNoRows);

const isRowsBody = (body: unknown): body is { rows: unknown[] } =>
  typeof body === 'object' && body !== null && !('csv' in body) && Array.isArray((body as { rows?: unknown }).rows);

/**
 * What the preview and the import calls take: the file's text ({csv}; the browser reads the chosen
 * file, and a multipart upload of the file arrives as the same), or the rows as JSON ({rows: [{first_name,
 * last_name, email, candidate_id?, group?}]}), turned into the same text so both meet the same checks.
 */
export const StudentImportRequestSchema = z.preprocess(
  (body) =>
    isRowsBody(body)
      ? {
          csv: importRowsToCsv(
            body.rows.map((row) => (typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {})),
          ),
          create_groups: (body as { create_groups?: unknown }).create_groups,
        }
      : body,
  z.object({
    csv: CsvTextSchema,
    /** Groups named in the file that the centre does not have: create these (by name, any case) with the import. */
    create_groups: z.array(storableText().max(NAME_MAX_LENGTH)).max(StudentLimits.importMaxRows).default([]),
  }),
);
export type StudentImportRequest = z.output<typeof StudentImportRequestSchema>;

export const ImportPreviewRowSchema = z.object({
  line: z.number().int(),
  first_name: storableText(),
  last_name: storableText(),
  email: storableText(),
  candidate_id: storableText().nullable(),
  group: storableText().nullable(),
  status: z.enum(['ok', 'error']),
  reasons: z.array(storableText()),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportPreviewResponseSchema = z.object({
  success: z.literal(true),
  /** A problem with the whole file; null when the rows could be read. */
  problem: storableText().nullable(),
  rows: z.array(ImportPreviewRowSchema),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Groups named in the file that the centre does not have, as first written in the file. */
  new_groups: z.array(storableText()),
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponseSchema>;

export const ImportStartResponseSchema = z.object({ success: z.literal(true), jobId: storableText(), total: z.number().int() });
export type ImportStartResponse = z.infer<typeof ImportStartResponseSchema>;

export const ImportJobParamsSchema = z.object({ jobId: z.uuid({ error: StudentTexts.importJobNotFound }) });

export const ImportCredentialSchema = z.object({
  candidate_id: storableText(),
  first_name: storableText(),
  last_name: storableText(),
  email: storableText().nullable(),
  group: storableText().nullable(),
  password: storableText(),
});
export type ImportCredential = z.infer<typeof ImportCredentialSchema>;

/** The job's outcome: while it runs its progress; once done the credentials, given out once. */
export const ImportResultResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(['waiting', 'active', 'completed', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  message: storableText().nullable(),
  credentials: z.array(ImportCredentialSchema).nullable(),
});
export type ImportResultResponse = z.infer<typeof ImportResultResponseSchema>;

/** One row of the job's payload: checked by the api, enrolled by the worker. */
export const ImportJobRowSchema = z.object({
  first_name: storableText(),
  last_name: storableText(),
  email: storableText(),
  candidate_id: storableText().nullable(),
  group_id: z.uuid().nullable(),
  /** A group to create with the import (the centre had none of that name) and put the student in. */
  new_group: storableText().nullable().default(null),
});
export type ImportJobRow = z.infer<typeof ImportJobRowSchema>;

/** The credentials sheet as CSV (quoted where needed), for download. */
export function credentialsCsv(rows: ImportCredential[]): string {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (names such as "Chloé").
  return (
    '\uFEFF' +
    csvFile(
      ['candidate_id', 'password', 'first_name', 'last_name', 'email', 'group'],
      rows.map((r) => [r.candidate_id, r.password, r.first_name, r.last_name, r.email, r.group]),
    )
  );
}
