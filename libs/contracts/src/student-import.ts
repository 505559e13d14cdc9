import { csvFile } from './csv';
import { z } from 'zod';
import { LOGIN_ID_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { isStorableText, storableText } from './storable-text';
import { fillText } from './exam-content/texts';
import { isCandidateId, isEmailAddress, normaliseCandidateId, StudentLimits, StudentPaths, StudentTexts } from './students';
import { type BodyContentType, defineRoute } from './routes/define-route';

/** A source of randomness: an integer from 0 to max - 1 (crypto in browsers and servers, fixed in tests). */
export type RandomInt = (max: number) => number;

const CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Spec 3 §5: three random capital letters and a number from 1000 to 9999. */
export function generateCandidateId(randomInt: RandomInt): string {
  const letters = Array.from({ length: 3 }, () => CAPITALS[randomInt(CAPITALS.length)]).join('');
  const span = StudentLimits.candidateNumberMax - StudentLimits.candidateNumberMin + 1;
  return `${letters}${StudentLimits.candidateNumberMin + randomInt(span)}`;
}

/** Spec 3 §5: eight characters (or `length`) from an alphabet without I, O, l, 1 and 0. */
export function generatePassword(randomInt: RandomInt, length: number = StudentLimits.generatedPasswordLength): string {
  const alphabet = StudentLimits.passwordAlphabet;
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
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

/** A file's cells, row by row, as read from its CSV text or its workbook's first sheet (the header first). */
export type ImportTable = string[][];

export interface ImportCheck {
  /** A problem with the whole file (no rows, too many, missing columns); rows are empty then. */
  problem: string | null;
  rows: ImportRow[];
}

/** Other names spreadsheets give a column, by their key. */
const HEADER_ALIASES: Record<string, string> = { e_mail: 'email', email_address: 'email', e_mail_address: 'email' };

const headerKey = (cell: string) => {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return HEADER_ALIASES[key] ?? key;
};

/**
 * The file-level rules of an enrolment file: its columns, the row limit, each row's required fields
 * and formats, and ids or e-mails repeated inside the file (the repeat is the bad row; the first
 * occurrence stays good). What only the database knows (taken ids and e-mails, the centre's groups)
 * the server adds to these reasons.
 */
export function checkImportTable(table: ImportTable): ImportCheck {
  const filled = table.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (!filled.every((cells) => cells.every(isStorableText))) return { problem: StudentTexts.importFileUnreadable, rows: [] };
  const [header, ...body] = filled;
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

  // The line where each id and e-mail first appears: a later row with the same one is the repeat.
  const firstLineOfId = new Map<string, number>();
  const firstLineOfEmail = new Map<string, number>();
  const tooLong = fillText(StudentTexts.importTooLong, { max: NAME_MAX_LENGTH });
  for (const row of rows) {
    if (!row.first_name) row.reasons.push(StudentTexts.importFirstNameRequired);
    if (!row.last_name) row.reasons.push(StudentTexts.importLastNameRequired);
    if ([row.first_name, row.last_name, row.group ?? ''].some((v) => v.length > NAME_MAX_LENGTH)) row.reasons.push(tooLong);
    if (!row.email) row.reasons.push(StudentTexts.importEmailRequired);
    else if (!isEmailAddress(row.email)) row.reasons.push(StudentTexts.importEmailInvalid);
    else {
      const first = firstLineOfEmail.get(row.email);
      if (first === undefined) firstLineOfEmail.set(row.email, row.line);
      else row.reasons.push(fillText(StudentTexts.importDuplicateEmail, { line: first }));
    }
    if (row.candidate_id !== null) {
      if (!isCandidateId(row.candidate_id) || row.candidate_id.length > LOGIN_ID_MAX_LENGTH)
        row.reasons.push(StudentTexts.importCandidateIdFormat);
      else {
        const first = firstLineOfId.get(row.candidate_id);
        if (first === undefined) firstLineOfId.set(row.candidate_id, row.line);
        else row.reasons.push(fillText(StudentTexts.importDuplicateCandidateId, { line: first }));
      }
    }
  }
  return { problem: null, rows };
}

/** A cell for the file rules to read back exactly (no formula guard: this is input, not a file handed out). */
const parsedBackCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Cells as comma-separated text that reads back to exactly these cells. */
export function tableToCsv(table: readonly (readonly unknown[])[]): string {
  return table.map((cells) => cells.map(parsedBackCell).join(',')).join('\n');
}

/** JSON rows as the CSV text the file rules read, so both forms of the call meet exactly the same checks. */
export function importRowsToCsv(rows: Record<string, unknown>[]): string {
  return tableToCsv([IMPORT_COLUMNS, ...rows.map((row) => IMPORT_COLUMNS.map((c) => row[c]))]);
}

const CsvTextSchema = storableText({ error: StudentTexts.importNoRows })
  .max(StudentLimits.importMaxChars, StudentTexts.importTooLarge)
  .min(1, StudentTexts.importNoRows);

/** A JSON true, or "true" as a form field of a multipart request sends it. */
const SkipInvalidSchema = z
  .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
  .default(false);

const isRowsBody = (body: unknown): body is { rows: unknown[] } =>
  typeof body === 'object' && body !== null && !('csv' in body) && Array.isArray((body as { rows?: unknown }).rows);

/**
 * What the preview and the import calls take: the file's text ({csv}; a multipart upload of the file,
 * decoded and its workbook read by the server, arrives as the same), or the rows as JSON ({rows: [{first_name,
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
          skip_invalid: (body as { skip_invalid?: unknown }).skip_invalid,
        }
      : body,
  z.object({
    csv: CsvTextSchema,
    /** Groups named in the file that the centre does not have: create these (by name, any case) with the import. */
    create_groups: z.array(storableText().max(NAME_MAX_LENGTH)).max(StudentLimits.importMaxRows).default([]),
    /** Enrol the good rows and skip the bad ones (the import only); without it one bad row refuses the file. */
    skip_invalid: SkipInvalidSchema,
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

/** A row an import with skip_invalid left out, and why. */
export const ImportSkippedRowSchema = z.object({
  line: z.number().int(),
  first_name: storableText(),
  last_name: storableText(),
  email: storableText(),
  candidate_id: storableText().nullable(),
  reasons: z.array(storableText()),
});
export type ImportSkippedRow = z.infer<typeof ImportSkippedRowSchema>;

/** The rows a check found wrong, as an import with skip_invalid leaves them out. */
export function skippedRowsOf(rows: readonly ImportPreviewRow[]): ImportSkippedRow[] {
  return rows
    .filter((r) => r.status === 'error')
    .map(({ line, first_name, last_name, email, candidate_id, reasons }) => ({
      line,
      first_name,
      last_name,
      email,
      candidate_id,
      reasons,
    }));
}

/** The job's outcome: while it runs its progress; once done the credentials, given out once. */
export const ImportResultResponseSchema = z.object({
  success: z.literal(true),
  state: z.enum(['waiting', 'active', 'completed', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  message: storableText().nullable(),
  credentials: z.array(ImportCredentialSchema).nullable(),
  /** The rows left out of an import with skip_invalid, with their reasons (empty otherwise). */
  skipped: z.array(ImportSkippedRowSchema),
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

/** The rows an import skipped, with their reasons, as CSV for the admin to fix and import again. */
export function skippedRowsCsv(rows: ImportSkippedRow[]): string {
  return (
    '\uFEFF' +
    csvFile(
      ['line', 'first_name', 'last_name', 'email', 'candidate_id', 'reasons'],
      rows.map((r) => [r.line, r.first_name, r.last_name, r.email, r.candidate_id, r.reasons.join('; ')]),
    )
  );
}

/**
 * The enrolment file itself as multipart/form-data (CSV in UTF-8, UTF-16 or Windows-1252, or .xlsx, under any
 * field name, with `create_groups` as a JSON list and `skip_invalid` beside it), or as JSON ({csv} or {rows}).
 */
const IMPORT_BODY = ['multipart/form-data', 'application/json'] as const satisfies readonly BodyContentType[];
const admin = ['admin'] as const;

/** The bulk enrolment: preview, one import job, and its result with the credentials sheet. */
export const StudentImportRoutes = {
  preview: defineRoute({
    method: 'post',
    path: StudentPaths.importPreview,
    tag: 'people',
    summary: 'Checks an enrolment file (CSV or .xlsx): every row with its status and reasons; nothing is written',
    access: admin,
    capability: 'students',
    body: { schema: StudentImportRequestSchema, contentTypes: IMPORT_BODY },
    status: 200,
    response: ImportPreviewResponseSchema,
  }),
  start: defineRoute({
    method: 'post',
    path: StudentPaths.importStart,
    tag: 'people',
    summary:
      'Enrols the rows of an enrolment file in one job: all or nothing, or with skip_invalid the good rows (the skipped ones listed in the result); progress on the admin job channel',
    access: admin,
    capability: 'students',
    body: { schema: StudentImportRequestSchema, contentTypes: IMPORT_BODY },
    status: 202,
    response: ImportStartResponseSchema,
  }),
  result: defineRoute({
    method: 'get',
    path: StudentPaths.importResult,
    tag: 'people',
    summary: "An import's state and the rows it skipped; once done, the generated credentials, given out once (audited)",
    access: admin,
    capability: 'students',
    params: ImportJobParamsSchema,
    response: ImportResultResponseSchema,
  }),
};
