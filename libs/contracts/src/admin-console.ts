import { z } from 'zod';
import { NAME_MAX_LENGTH } from './limits';
import { storableText } from './storable-text';
import { defineRoute, JSON_BODY } from './routes/define-route';

/**
 * The admin console's own calls: the tenant's settings, its activity log and the dashboard's counts.
 * Every one is scoped to the caller's tenant.
 */
export const AdminConsolePaths = {
  settings: '/admin/settings',
  settingsReset: '/admin/settings/reset',
  logs: '/admin/logs',
  logsExport: '/admin/logs/export',
  overview: '/admin/overview',
} as const;

/** The product's name: what the admin panel calls itself until a centre names it (spec: default system name). */
export const PRODUCT_NAME = 'CDI Exam Platform';

/**
 * Time zones a centre can choose. The spec offers UTC, GMT, EST and PST; they are stored as IANA zones
 * so that summer time is right (GMT is London's clock, EST New York's, PST Los Angeles').
 */
export const TIME_ZONE_OPTIONS = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/London', label: 'GMT (London)' },
  { value: 'America/New_York', label: 'EST (New York)' },
  { value: 'America/Los_Angeles', label: 'PST (Los Angeles)' },
] as const;

/** An IANA zone as the tz database spells it ('Asia/Ho_Chi_Minh', 'Etc/GMT+5', 'UTC'), never lower case. */
const IANA_ZONE_NAME = /^(?:UTC|[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*)*)$/;

/** Whether a centre may choose this zone: any zone of the IANA database the runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  if (!IANA_ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The Time Zone list: the spec's four first, then every other zone of the IANA database (a centre in
 * Hanoi or Cairo has none of the four), plus the saved zone if this runtime does not list it.
 */
export function timeZoneChoices(saved?: string): { value: string; label: string }[] {
  const first: { value: string; label: string }[] = TIME_ZONE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
  const taken = new Set(first.map((o) => o.value));
  const rest = [...Intl.supportedValuesOf('timeZone'), ...(saved ? [saved] : [])].filter((zone) => {
    if (taken.has(zone)) return false;
    taken.add(zone);
    return true;
  });
  return [...first, ...rest.sort().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))];
}

/** The admin session's idle timeout, in minutes (spec §9: 30 min, 1, 2, 4 hours). */
export const SESSION_TIMEOUT_OPTIONS = [
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 240, label: '4 hours' },
] as const;
export type SessionTimeoutMinutes = (typeof SESSION_TIMEOUT_OPTIONS)[number]['value'];

/** How long the activity log is kept (spec §9: 1, 2, 5 years, Forever); years null means for ever. */
export const DATA_RETENTION_OPTIONS = [
  { value: '1y', label: '1 year', years: 1 },
  { value: '2y', label: '2 years', years: 2 },
  { value: '5y', label: '5 years', years: 5 },
  { value: 'forever', label: 'Forever', years: null },
] as const;
export type DataRetention = (typeof DATA_RETENTION_OPTIONS)[number]['value'];

/** The admin session-expiry modal opens when this much idle time is left (as the developer console's). */
export const ADMIN_SESSION_WARNING_MS = 5 * 60 * 1000;
/** An admin's session is marked as used on the server at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const AdminConsoleTexts = {
  systemNameRequired: 'System name is required',
  settingsSaved: 'Settings saved',
  settingsReset: 'Settings reset to default',
  failedToSaveSettings: 'Failed to save settings',
  failedToLoadSettings: 'Failed to load settings',
  noActivityRecorded: 'No activity recorded',
  failedToLoadLogs: 'Failed to load activity logs',
  failedToDownloadLogs: 'Failed to download logs',
  dateRangeReversed: 'The start date must be on or before the end date',
  allSystemsNormal: 'All systems are running normally',
  systemsDegraded: 'Some services are not responding',
  sessionIdleExpired: 'Your session has expired after a period of inactivity. Please sign in again.',
  /** {max} is LOG_EXPORT_MAX_ROWS. */
  exportCapped: 'The download holds the newest {max} entries; narrow the filters for older ones.',
  retentionHint: 'Activity log entries older than this are deleted every day.',
  timeoutHint: 'An admin who is idle this long is signed out, in the browser and by the server.',
  timeZoneHint: 'Every date in the admin area is shown in this time zone.',
  unknownTimeZone: 'Choose a time zone from the list',
} as const;

export const TimeZoneSchema = storableText().refine(isKnownTimeZone, { error: AdminConsoleTexts.unknownTimeZone });
export const SessionTimeoutSchema = z.union(
  SESSION_TIMEOUT_OPTIONS.map((o) => z.literal(o.value)) as unknown as [
    z.ZodLiteral<SessionTimeoutMinutes>,
    ...z.ZodLiteral<SessionTimeoutMinutes>[],
  ],
);
export const DataRetentionSchema = z.enum(DATA_RETENTION_OPTIONS.map((o) => o.value) as [DataRetention, ...DataRetention[]]);

export const TenantSettingsSchema = z.object({
  system_name: storableText().trim().min(1, { error: AdminConsoleTexts.systemNameRequired }).max(NAME_MAX_LENGTH),
  time_zone: TimeZoneSchema,
  session_timeout_minutes: SessionTimeoutSchema,
  data_retention: DataRetentionSchema,
});
export type TenantSettings = z.infer<typeof TenantSettingsSchema>;

export const DEFAULT_TENANT_SETTINGS: TenantSettings = {
  system_name: PRODUCT_NAME,
  time_zone: 'UTC',
  session_timeout_minutes: 30,
  data_retention: '1y',
};

export const UpdateSettingsRequestSchema = TenantSettingsSchema;
export type UpdateSettingsRequest = TenantSettings;

export const SettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: TenantSettingsSchema.extend({
    /** When the settings were last saved; null while the defaults apply. */
    updated_at: storableText().nullable(),
  }),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
export type SavedTenantSettings = SettingsResponse['settings'];

/** Paging and export of the activity log. */
export const LOG_PAGE_SIZE_DEFAULT = 25;
export const LOG_PAGE_SIZE_MAX = 100;
export const LOG_EXPORT_MAX_ROWS = 10_000;
export const LOG_FILTER_MAX_LENGTH = 120;

const isoDay = storableText().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-01-31' });

const LogFilterFields = z.object({
  /** Part of the actor's name or login id, any case. */
  actor: storableText().trim().max(LOG_FILTER_MAX_LENGTH).optional(),
  /** The exact action, such as 'student.create'. */
  action: storableText().trim().max(LOG_FILTER_MAX_LENGTH).optional(),
  /** First and last calendar day, in the tenant's time zone. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** The filters of the log page and of its CSV download. */
export const LogFilterSchema = LogFilterFields.refine(fromNotAfterTo, {
  error: AdminConsoleTexts.dateRangeReversed,
  path: ['to'],
});
export type LogFilter = z.infer<typeof LogFilterSchema>;

export const LogsQuerySchema = LogFilterFields.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LOG_PAGE_SIZE_MAX).default(LOG_PAGE_SIZE_DEFAULT),
}).refine(fromNotAfterTo, { error: AdminConsoleTexts.dateRangeReversed, path: ['to'] });
export type LogsQuery = z.infer<typeof LogsQuerySchema>;

export const LogEntrySchema = z.object({
  id: storableText(),
  actor_name: storableText().nullable(),
  actor_login_id: storableText().nullable(),
  action: storableText(),
  target_type: storableText(),
  target_id: storableText().nullable(),
  /** What the target is called now (a student's name, a group's name, a test's title), when it still exists. */
  target: storableText().nullable(),
  /** The entry as a sentence in the centre's words, names resolved (see activitySentence). */
  summary: storableText(),
  details: z.record(storableText(), z.unknown()),
  created_at: storableText(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

export const LogsResponseSchema = z.object({
  success: z.literal(true),
  logs: z.array(LogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every action the tenant's log holds, for the action filter. */
  actions: z.array(storableText()),
});
export type LogsResponse = z.infer<typeof LogsResponseSchema>;

export const AdminOverviewResponseSchema = z.object({
  success: z.literal(true),
  overview: z.object({
    students: z.number().int(),
    groups: z.number().int(),
    tests: z.number().int(),
    /** 30% of the student count, rounded down (spec: This Week). */
    this_week: z.number().int(),
  }),
});
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponseSchema>;

/** Spec: This Week is 30% of the student count, rounded down. */
export function thisWeekCount(students: number): number {
  return Math.floor((students * 3) / 10);
}

/** Readable names of the actions the audit log holds; an action missing here shows as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'settings.update': 'Changed settings',
  'settings.reset': 'Reset settings to default',
  'student.create': 'Added a student',
  'student.update': 'Edited a student',
  'student.delete': 'Deleted a student',
  'student.status': 'Changed a student’s status',
  'student.suspend': 'Suspended a student',
  'student.activate': 'Activated a student',
  'student.arrangements': "Set a student's special arrangements",
  'staff.create': 'Added a member of staff',
  'staff.update': 'Edited a member of staff',
  'staff.delete': 'Deleted a member of staff',
  'staff.password-reset': "Reset a staff member's password",
  'staff.suspend': 'Suspended a member of staff',
  'staff.activate': 'Activated a member of staff',
  'student.import': 'Started enrolling students from a file',
  'student.import.complete': 'Enrolled students from a file',
  'password.reveal': 'Revealed a password',
  'password.reset': 'Reset a password',
  'student.unlock-sign-in': 'Unlocked a student’s sign-in',
  'group.create': 'Created a group',
  'group.update': 'Edited a group',
  'group.delete': 'Deleted a group',
  'group.member.add': 'Added a student to a group',
  'group.member.remove': 'Removed a student from a group',
  'template.create': 'Saved a template',
  'template.delete': 'Deleted a template',
  'template.assign': 'Assigned a template',
  'test.create': 'Created a test',
  'test.shuffle': 'Shuffled a test',
  'assignment.create': 'Assigned a test',
  'assignment.delete': 'Removed an assignment',
  'assignment.update': 'Changed when an assignment opens or closes',
  'assignment.arrangements': "Changed a candidate's arrangements for an assignment",
  'invigilation.extend': 'Extended time',
  'invigilation.pause': 'Paused an exam',
  'invigilation.resume': 'Resumed an exam',
  'invigilation.hold-start': "Held candidates' start",
  'invigilation.release-start': "Released candidates' start",
  'invigilation.message': 'Sent a message to candidates',
  'invigilation.force-submit': 'Submitted a test for candidates',
  'invigilation.credit-offline': 'Gave offline time back',
  'invigilation.auto-credit': 'Changed automatic offline credit',
  'exam-part.upload': 'Uploaded an exam part',
  'exam-part.delete': 'Deleted an exam part',
  'exam-part.solution-corrected': "Corrected an exam part's answer key",
  'results.release': 'Released results',
  'results.remark': 'Marked a test again',
  'results.accept-answer': 'Accepted an alternative answer',
  'results.band-tables': 'Changed band tables',
  'results.speaking': 'Recorded a Speaking band',
  'marking.settings': 'Changed second marking',
  'assembly.create': 'Created a test assembly',
  'assembly.update': 'Edited a test assembly',
  'assembly.delete': 'Deleted a test assembly',
  'assembly.publish': 'Published a test',
  'pdf.upload': 'Uploaded a PDF',
  'pdf.delete': 'Deleted a PDF',
  'tenant.create': 'Created the centre',
  'tenant.update': 'Edited the centre',
  'tenant.delete': 'Deleted a centre',
  'developer.login-id.change': 'Changed the developer login ID',
  'developer.password.change': 'Changed the developer password',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export function timeZoneLabel(zone: string): string {
  return TIME_ZONE_OPTIONS.find((o) => o.value === zone)?.label ?? zone;
}

const admin = ['admin'] as const;

/** The admin console's settings, activity log and dashboard counts. */
export const AdminConsoleRoutes = {
  settings: defineRoute({
    method: 'get',
    path: AdminConsolePaths.settings,
    tag: 'adminConsole',
    summary: "The tenant's settings (the defaults until saved)",
    access: admin,
    capability: 'console',
    response: SettingsResponseSchema,
  }),
  updateSettings: defineRoute({
    method: 'put',
    path: AdminConsolePaths.settings,
    tag: 'adminConsole',
    summary: "Saves the tenant's settings (audited settings.update)",
    access: admin,
    capability: 'settings',
    body: { schema: UpdateSettingsRequestSchema, contentTypes: JSON_BODY },
    response: SettingsResponseSchema,
  }),
  resetSettings: defineRoute({
    method: 'post',
    path: AdminConsolePaths.settingsReset,
    tag: 'adminConsole',
    summary: "Puts the tenant's settings back to the defaults (audited settings.reset)",
    access: admin,
    capability: 'settings',
    status: 200,
    response: SettingsResponseSchema,
  }),
  logs: defineRoute({
    method: 'get',
    path: AdminConsolePaths.logs,
    tag: 'adminConsole',
    summary: "A page of the tenant's activity log, newest first, filtered by actor, action and days in the tenant's time zone",
    access: admin,
    capability: 'settings',
    query: LogsQuerySchema,
    response: LogsResponseSchema,
  }),
  exportLogs: defineRoute({
    method: 'get',
    path: AdminConsolePaths.logsExport,
    tag: 'adminConsole',
    summary: 'The filtered activity log as CSV (newest first, capped; X-Log-Truncated says when cut)',
    access: admin,
    capability: 'settings',
    query: LogFilterSchema,
    response: { file: 'text/csv' },
  }),
  overview: defineRoute({
    method: 'get',
    path: AdminConsolePaths.overview,
    tag: 'adminConsole',
    summary: "The dashboard's counts: students, groups, tests and This Week",
    access: admin,
    capability: 'settings',
    response: AdminOverviewResponseSchema,
  }),
};
