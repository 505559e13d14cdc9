import { AdminPaths, AdminStudentsResponseSchema, StudentSummarySchema } from './admin';
import { OkSchema } from './envelope';
import { z } from 'zod';
import { nameField, newPasswordField } from './fields';
import { PASSWORD_MIN_LENGTH } from './limits';
import { storableText } from './storable-text';
import { Texts } from './texts';
import { MarkedQuestionSchema } from './practice-tests';
import { defineRoute, JSON_BODY } from './routes/define-route';
import { SectionResultStatusSchema } from './results';
import { EXAM_TEXT_SIZES, type SpecialArrangements } from './attempts/sections';

/** The admin's calls about students and the bulk enrolment beyond the spec. */
export const StudentPaths = {
  users: '/users',
  user: '/users/:id',
  status: '/users/:id/status',
  resetPassword: '/users/:id/reset-password',
  password: '/users/:id/password',
  unlockSignIn: '/users/:id/unlock-sign-in',
  testHistory: '/users/:id/test-history',
  /** Special arrangements: extra time on every section, the default text size. */
  arrangements: '/users/:id/arrangements',
  /** The tests the student is sitting now: what suspending them would stop. */
  sitting: '/users/:id/sitting',
  importPreview: '/admin/students/import/preview',
  importStart: '/admin/students/import',
  importResult: '/admin/students/import/:jobId',
} as const;

/** Numbers of the students area (and the bulk enrolment). */
export const StudentLimits = {
  /** A generated candidate ID's number runs from 1000 to 9999. */
  candidateNumberMin: 1000,
  candidateNumberMax: 9999,
  generatedPasswordLength: PASSWORD_MIN_LENGTH,
  /** Letters and digits a generated password uses: no I, O, l, 1 or 0, which read alike. */
  passwordAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789',
  pageSizeDefault: 20,
  pageSizeMax: 100,
  searchMaxLength: 100,
  emailMaxLength: 254,
  /** Rows of one enrolment file. */
  importMaxRows: 5000,
  /** Characters of one enrolment file's text (5,000 rows of generous length). */
  importMaxChars: 2_000_000,
  /** Bytes of one uploaded enrolment file: the text in UTF-16 takes two bytes a character. */
  importMaxBytes: 4_000_000,
} as const;

/** Texts of the students screens: those in quotes in the specification are copied exactly. */
export const StudentTexts = {
  allRequired: 'All required fields must be filled.',
  candidateIdFormat: 'Candidate ID must be like AAA1234',
  candidateOrEmailExists: 'Candidate ID or email already exists',
  candidateIdExists: 'Candidate ID already exists',
  failedToCreate: 'Failed to create student. Please try again.',
  failedToUpdate: 'Failed to update student',
  activated: 'Student activated successfully',
  suspended: 'Student suspended successfully',
  failedToUpdateStatus: 'Failed to update student status',
  failedToLoad: 'Failed to load student data',
  noStudentsFound: 'No students found',
  notFound: Texts.studentNotFound,
  backToStudents: 'Back to Students',
  notMarkedYet: 'Not marked yet',
  never: 'Never',
  // beyond the spec's quotes
  created: 'Student created successfully',
  updated: 'Student updated successfully',
  deleted: 'Student deleted',
  passwordReset: 'Password reset successfully',
  failedToResetPassword: 'Failed to reset password',
  failedToRevealPassword: 'Failed to show the password',
  noIssuedPassword: 'No password issued by the centre is on record for this student. Reset it to issue one.',
  issuedPasswordUnreadable: 'The stored password can no longer be read (the server key changed). Reset it to issue a new one.',
  failedToDelete: 'Failed to delete student',
  arrangements: 'Special arrangements',
  arrangementsHint:
    'Extra time is added to every section the student has not started yet; an open section keeps its clock (give extra time from the roster). The exam opens at the text size chosen here.',
  arrangementsSaved: 'Special arrangements saved',
  extraTimePercentLabel: 'Extra time (%)',
  extraTimeMinutesLabel: 'Extra minutes per section',
  textSizeLabel: 'Text size',
  textSizeStandard: "Standard (the candidate's choice)",
  textSizes: { regular: 'Regular', large: 'Large', 'extra-large': 'Extra large' },
  saveArrangements: 'Save arrangements',
  failedToSaveArrangements: 'Failed to save the special arrangements',
  /** {time} is HH:MM on the centre's clock. */
  signInLockedUntil: 'Sign-in locked until {time}',
  unlockSignIn: 'Unlock',
  /** {name} is the student's full name. */
  unlockSignInLabel: 'Unlock sign-in for {name}',
  signInUnlocked: 'Sign-in unlocked',
  failedToUnlockSignIn: 'Failed to unlock sign-in',
  failedToLoadResults: 'Failed to load test results',
  noResults: 'No test results yet',
  emailInvalid: 'Enter a valid e-mail address',
  /** {name} is the student's full name. */
  confirmSuspend: 'Suspend {name}? They are signed out at once and cannot sign in until you activate them again.',
  /** {name} is the student's full name, {tests} the titles of the tests they are sitting. */
  confirmSuspendSitting:
    '{name} is sitting {tests} right now. Suspending them stops the sitting at once: their screen says so, and the answers they saved are kept.',
  failedToLoadSitting: 'Could not check whether the student is sitting a test now',
  checkingSitting: 'Checking whether the student is sitting a test…',
  /** {name} is the student's full name. */
  confirmDelete: 'Delete {name}? Their test results are deleted too. This cannot be undone.',
  exportResultsFileName: 'results-{id}.csv',
  // bulk enrolment
  importTitle: 'Import Students',
  importHint:
    'Upload a CSV file (comma, semicolon or tab separated; UTF-8, UTF-16 or Windows text) or an Excel workbook with the columns first_name, last_name, email and, optionally, candidate_id and group. Every row is checked before anything is saved.',
  importChooseFile: 'Choose a CSV or Excel file',
  importChecking: 'Checking the file…',
  /** {shown} and {total}: counts of rows. */
  importRowsShown: 'Showing {shown} of {total} rows: every row with a problem first.',
  /** {shown} and {total}: counts of students. */
  credentialsShown: 'Showing {shown} of {total}: the printed sheet and the CSV hold every student.',
  /** {n}: the valid rows with their noun ("3 valid rows"); {m}: the number of rows skipped. */
  importSkipInvalid: 'Import {n}, skip {m}',
  importDownloadSkipped: 'Download skipped rows',
  skippedFileName: 'skipped-rows.csv',
  /** {m}: a count of rows with its noun. */
  importSkipped: '{m} skipped; download them to fix and import again.',
  importNoRows: 'The file has no student rows.',
  /** {max} is StudentLimits.importMaxRows. */
  importTooManyRows: 'A file may hold at most {max} students.',
  importTooLarge: 'The file is too large.',
  /** {columns} lists the missing columns. */
  importMissingColumns: 'The file has no {columns} column. The first line must name the columns.',
  importFileUnreadable: 'The file could not be read as CSV text.',
  importFileNotText:
    'The file is neither text in UTF-8, UTF-16 or Windows-1252 nor an Excel workbook (.xlsx): it holds bytes none of these allow. Save it from the spreadsheet as CSV or .xlsx and try again.',
  importWorkbookUnreadable: 'The Excel workbook could not be read, or its first sheet is empty.',
  importNothingToImport: 'No row of the file can be enrolled.',
  /** {n} is the number of bad rows. */
  importHasBadRows: 'The file has {n} rows with problems. Fix them and check the file again; nothing was saved.',
  importFirstNameRequired: 'First name is missing',
  importLastNameRequired: 'Last name is missing',
  importEmailRequired: 'E-mail is missing',
  importEmailInvalid: 'E-mail is not a valid address',
  importCandidateIdFormat: 'Candidate ID must be like AAA1234',
  importTooLong: 'A value is longer than {max} characters',
  /** {line} is the line where the candidate ID first appears. */
  importDuplicateCandidateId: 'same candidate ID as line {line}',
  /** {line} is the line where the e-mail first appears. */
  importDuplicateEmail: 'same e-mail as line {line}',
  importCandidateIdTaken: 'Candidate ID already exists',
  importEmailTaken: 'E-mail already belongs to a student of this centre',
  /** {group} is the name in the file. */
  importUnknownGroup: 'No group named "{group}" at this centre',
  /** {group} is the group's name, {limit} its size limit. */
  importGroupFull: 'Group "{group}" would exceed its size limit of {limit}',
  importStarted: 'Import started',
  importRunning: 'Enrolling students…',
  importKeepOpen: 'Keep this window open: the login credentials appear here once, when every student is enrolled.',
  /** {n} is the number of students enrolled. */
  importDone: '{n} students enrolled',
  importFailed: 'The import failed; nothing was saved.',
  importCredentialsGone: 'These credentials were already shown once. Reveal a password from the student profile if needed.',
  importJobNotFound: 'This import could not be found.',
  credentialsTitle: 'Login credentials',
  credentialsHint:
    'Print this sheet or download it now: this list is shown only once. A student’s password can be shown again from their profile (Password, Show). Hand each candidate their own line.',
  /** {group} is a group named in the file that the centre does not have. */
  importCreateGroup: 'Create group "{group}"',
  importNewGroups: 'The file names groups this centre does not have yet. Tick a group to create it with the import.',
} as const;

/** Candidate IDs: three capital letters and four digits, typed in any case and upper-cased. */
export const CANDIDATE_ID_PATTERN = /^[A-Z]{3}[0-9]{4}$/;

export function normaliseCandidateId(value: string): string {
  return value.trim().toUpperCase();
}

export function isCandidateId(value: string): boolean {
  return CANDIDATE_ID_PATTERN.test(value);
}

/** A deliberately plain e-mail check: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= StudentLimits.emailMaxLength && EMAIL_PATTERN.test(value);
}

const candidateIdField = () =>
  z
    .string({ error: StudentTexts.candidateIdFormat })
    .transform(normaliseCandidateId)
    .refine(isCandidateId, { error: StudentTexts.candidateIdFormat });

/** Blank means "no e-mail"; otherwise a plain address, stored in lower case. */
export const emailField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    storableText().trim().toLowerCase().refine(isEmailAddress, { error: StudentTexts.emailInvalid }).nullable().optional(),
  );

/** POST /users. The required fields come first, so an empty form is told 'All required fields must be filled.'. */
export const CreateStudentRequestSchema = z.object({
  first_name: nameField(StudentTexts.allRequired),
  last_name: nameField(StudentTexts.allRequired),
  password: newPasswordField(StudentTexts.allRequired),
  candidate_id: candidateIdField(),
  role: z.literal('test_taker').optional(),
  email: emailField(),
});
export type CreateStudentRequest = z.input<typeof CreateStudentRequestSchema>;
export type CreateStudentBody = z.output<typeof CreateStudentRequestSchema>;

export const CreateStudentResponseSchema = z.object({ success: z.literal(true), user_id: storableText() });
export type CreateStudentResponse = z.infer<typeof CreateStudentResponseSchema>;

/** PUT /users/:id: any of the fields; names and candidate ID may not be blank. */
export const UpdateStudentRequestSchema = z
  .object({
    is_active: z.boolean().optional(),
    first_name: nameField(StudentTexts.allRequired).optional(),
    last_name: nameField(StudentTexts.allRequired).optional(),
    candidate_id: candidateIdField().optional(),
    email: emailField(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: Texts.noChangesToSave });
export type UpdateStudentRequest = z.input<typeof UpdateStudentRequestSchema>;
export type UpdateStudentBody = z.output<typeof UpdateStudentRequestSchema>;

export const ArrangementLimits = { extraTimePercentMax: 100, extraTimeMinutesMax: 60 } as const;

/** PUT /users/:id/arrangements: any of the three; each section not started yet follows at once. */
export const ArrangementsSchema = z.object({
  extra_time_percent: z
    .number({ error: 'Extra time must be a whole percentage' })
    .int('Extra time must be a whole percentage')
    .min(0, 'Extra time cannot be negative')
    .max(ArrangementLimits.extraTimePercentMax, `Extra time must be at most ${ArrangementLimits.extraTimePercentMax} %`),
  extra_time_minutes: z
    .number({ error: 'Extra minutes must be a whole number' })
    .int('Extra minutes must be a whole number')
    .min(0, 'Extra minutes cannot be negative')
    .max(ArrangementLimits.extraTimeMinutesMax, `Extra minutes must be at most ${ArrangementLimits.extraTimeMinutesMax}`),
  text_size: z.enum(EXAM_TEXT_SIZES).nullable(),
}) satisfies z.ZodType<SpecialArrangements>;
export const ArrangementsRequestSchema = ArrangementsSchema.partial().refine(
  (b) => Object.values(b).some((v) => v !== undefined),
  { message: Texts.noChangesToSave },
);
export type ArrangementsRequest = z.infer<typeof ArrangementsRequestSchema>;
export const ArrangementsResponseSchema = z.object({ success: z.literal(true), arrangements: ArrangementsSchema });

export const StudentStatusRequestSchema = z.object({ is_active: z.boolean({ error: 'is_active must be true or false' }) });
export type StudentStatusRequest = z.infer<typeof StudentStatusRequestSchema>;

export const ResetPasswordRequestSchema = z.object({ new_password: newPasswordField() });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const STUDENT_STATUS_FILTERS = ['all', 'active', 'suspended'] as const;
export type StudentStatusFilter = (typeof STUDENT_STATUS_FILTERS)[number];

const blankTo =
  <T>(fallback: T) =>
  (v: unknown) =>
    v === undefined || v === '' ? fallback : v;

/** GET /users: the spec's query (and the client's cache-busting _t, which is ignored). */
export const StudentListQuerySchema = z.object({
  role: z.preprocess(blankTo('test_taker'), z.literal('test_taker', { error: 'Only test_taker users are listed here' })),
  q: storableText().trim().max(StudentLimits.searchMaxLength, 'The search is too long').default(''),
  status: z.preprocess(blankTo('all'), z.enum(STUDENT_STATUS_FILTERS, { error: 'status is all, active or suspended' })),
  page: z.preprocess(blankTo(1), z.coerce.number().int().min(1).max(100_000)),
  pageSize: z.preprocess(blankTo(StudentLimits.pageSizeDefault), z.coerce.number().int().min(1).max(StudentLimits.pageSizeMax)),
});
export type StudentListQuery = z.output<typeof StudentListQuerySchema>;

/** A student as the admin's lists show them: the summary every admin call gives, and their record. */
export const StudentListItemSchema = StudentSummarySchema.extend({
  /** Attempts completed. */
  exams_taken: z.number().int(),
  /** Null until scores exist: never a made-up 0. */
  average_score: z.number().nullable(),
  /** The student's group, if any (one group per student). */
  group_name: storableText().nullable(),
  /** While wrong passwords keep the student from signing in (at some address or everywhere): when that ends. */
  sign_in_locked_until: storableText().nullable(),
  arrangements: ArrangementsSchema,
});
export type StudentListItem = z.infer<typeof StudentListItemSchema>;

export const StudentListResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(StudentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StudentListResponse = z.infer<typeof StudentListResponseSchema>;

export const StudentResponseSchema = z.object({ success: z.literal(true), user: StudentListItemSchema });
export type StudentResponse = z.infer<typeof StudentResponseSchema>;

export const RevealPasswordResponseSchema = z.object({ success: z.literal(true), password: storableText() });
export type RevealPasswordResponse = z.infer<typeof RevealPasswordResponseSchema>;

/**
 * One section of one attempt. score and max_score are the raw score for
 * Listening and Reading and the band out of 9 for Writing; null until the section is marked.
 */
export const TestResultSchema = z.object({
  id: storableText(),
  attempt_id: storableText(),
  test_title: storableText(),
  section: z.enum(['listening', 'reading', 'writing']),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  band: z.number().nullable(),
  status: SectionResultStatusSchema,
  released: z.boolean(),
  /** Listening and Reading: every answer slot against the key, once marked. */
  questions: z.array(MarkedQuestionSchema),
  completed_at: storableText().nullable(),
  /** Question number to the candidate's answer, as saved. */
  answers: z.record(storableText(), storableText()),
  /** The parts' stored solutions, by part title; null when none is on record. */
  solutions: z.unknown(),
  /**
   * Listening and Reading: each authored question number (the key of `answers`) → the number the
   * candidate's paper showed, its parts numbered 1 to 40 in slot order. Empty for writing.
   */
  shown_numbers: z.record(storableText(), z.number().int()),
});
export type TestResult = z.infer<typeof TestResultSchema>;

export const TestHistoryResponseSchema = z.object({ success: z.literal(true), results: z.array(TestResultSchema) });
export type TestHistoryResponse = z.infer<typeof TestHistoryResponseSchema>;

/** The titles of the tests the student is sitting now (an attempt in progress); empty when none. */
export const StudentSittingResponseSchema = z.object({ success: z.literal(true), tests: z.array(storableText()) });
export type StudentSittingResponse = z.infer<typeof StudentSittingResponseSchema>;

/** The percentage a score is of its maximum, or null when there is no score yet. */
export function scorePercent(score: number | null, maxScore: number | null): number | null {
  if (score === null || maxScore === null || maxScore <= 0) return null;
  return Math.round((score / maxScore) * 1000) / 10;
}

/** Spec 3 §5: 80% or more green, 60% or more yellow, below red. */
export function scoreColour(percent: number): 'green' | 'yellow' | 'red' {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

const admin = ['admin'] as const;

/** The admin's student calls; everything is scoped to the admin's tenant. */
export const StudentRoutes = {
  assignable: defineRoute({
    method: 'get',
    path: AdminPaths.students,
    tag: 'people',
    summary: "The tenant's students who may be given a test (suspended ones left out)",
    access: admin,
    capability: 'students',
    response: AdminStudentsResponseSchema,
  }),
  list: defineRoute({
    method: 'get',
    path: StudentPaths.users,
    tag: 'people',
    summary: "One page of the tenant's students: search (name, candidate ID, e-mail), status filter, paging",
    access: admin,
    capability: 'students',
    query: StudentListQuerySchema,
    response: StudentListResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: StudentPaths.users,
    tag: 'people',
    summary: 'Creates a student with an admin-issued password (409 when the candidate ID or e-mail is taken)',
    access: admin,
    capability: 'students',
    body: { schema: CreateStudentRequestSchema, contentTypes: JSON_BODY },
    response: CreateStudentResponseSchema,
  }),
  one: defineRoute({
    method: 'get',
    path: StudentPaths.user,
    tag: 'people',
    summary: 'One student of the tenant, with exams taken and group',
    access: admin,
    capability: 'students',
    response: StudentResponseSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: StudentPaths.user,
    tag: 'people',
    summary: "Edits a student's names, candidate ID, e-mail or status (409 when the candidate ID is taken)",
    access: admin,
    capability: 'students',
    body: { schema: UpdateStudentRequestSchema, contentTypes: JSON_BODY },
    response: StudentResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: StudentPaths.user,
    tag: 'people',
    summary: 'Deletes a student with their attempts',
    access: admin,
    capability: 'students',
    response: OkSchema,
  }),
  status: defineRoute({
    method: 'put',
    path: StudentPaths.status,
    tag: 'people',
    summary: 'Activates or suspends a student (a suspended student is signed out; an open exam window is told why, then cut off)',
    access: admin,
    capability: 'students',
    body: { schema: StudentStatusRequestSchema, contentTypes: JSON_BODY },
    response: StudentResponseSchema,
  }),
  resetPassword: defineRoute({
    method: 'put',
    path: StudentPaths.resetPassword,
    tag: 'people',
    summary: 'Issues a new password (stored hashed, and sealed for login slips); the student is signed out',
    access: admin,
    capability: 'students',
    body: { schema: ResetPasswordRequestSchema, contentTypes: JSON_BODY },
    response: OkSchema,
  }),
  unlockSignIn: defineRoute({
    method: 'post',
    path: StudentPaths.unlockSignIn,
    status: 200,
    tag: 'people',
    summary:
      "Lifts every sign-in lock of the student's candidate ID (wrong passwords typed at any address); audited as student.unlock-sign-in",
    access: admin,
    capability: 'students',
    response: StudentResponseSchema,
  }),
  password: defineRoute({
    method: 'get',
    path: StudentPaths.password,
    tag: 'people',
    summary: 'The last password the centre issued to the student (audited as password.reveal)',
    access: admin,
    capability: 'students',
    response: RevealPasswordResponseSchema,
  }),
  arrangements: defineRoute({
    method: 'put',
    path: StudentPaths.arrangements,
    tag: 'people',
    summary:
      "Sets the student's special arrangements (extra time as a percentage and/or minutes per section, default text size); the sections they have not started follow at once",
    access: admin,
    capability: 'students',
    body: { schema: ArrangementsRequestSchema, contentTypes: JSON_BODY },
    response: ArrangementsResponseSchema,
  }),
  sitting: defineRoute({
    method: 'get',
    path: StudentPaths.sitting,
    tag: 'people',
    summary: 'The titles of the tests the student is sitting now (what suspending them would stop)',
    access: admin,
    capability: 'students',
    response: StudentSittingResponseSchema,
  }),
  testHistory: defineRoute({
    method: 'get',
    path: StudentPaths.testHistory,
    tag: 'people',
    summary: "The student's completed sections with answers; scores are null until marking",
    access: admin,
    capability: 'students',
    response: TestHistoryResponseSchema,
  }),
};
