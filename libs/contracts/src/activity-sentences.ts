import { auditActionLabel } from './admin-console';
import { extraTimeText } from './attempts/sections';
import { countOf } from './format-count';

/**
 * The activity log in the centre's words: each audit action as one sentence ("Results released for
 * Bilal Ahmed (Test 3)"). The server resolves the ids an entry holds to today's names and fills them
 * in; a name it cannot find (the thing was deleted) falls back to what the entry itself kept, then to
 * a plain noun. The machine codes stay in the CSV download.
 */
export interface ActivityNames {
  /** What the entry acted on, by its current name (a student, a group, a test, an exam part). */
  target: string | null;
  /** The test concerned (of an assignment, a sitting or the target itself). */
  test: string | null;
  /** The student concerned (of a sitting, a one-person assignment, a group membership). */
  person: string | null;
  /** The group concerned (of a group assignment). */
  group: string | null;
  details: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : Array.isArray(value) ? value.length : null);

const targetStudent = (n: ActivityNames) => n.target ?? text(n.details.candidate_id) ?? 'a student';
/** "group Morning", or "a group" when its name is gone. */
const group = (n: ActivityNames) => {
  const name = n.target ?? text(n.details.name);
  return name ? `group ${name}` : 'a group';
};
const test = (n: ActivityNames) => n.test ?? n.target ?? text(n.details.title) ?? 'a test';
/** Who an assignment is for: its student, else its group. */
const audience = (n: ActivityNames) => n.person ?? (n.group ? `group ${n.group}` : 'candidates');
const changedFields = (n: ActivityNames) => {
  const changes = n.details.changes;
  const keys = changes && typeof changes === 'object' ? Object.keys(changes) : [];
  return keys.length ? ` (${keys.map((k) => k.replace(/_/g, ' ')).join(', ')})` : '';
};
const sittings = (n: ActivityNames) => {
  const c = count(n.details.attempts);
  return c === null ? '' : ` for ${countOf(c, 'candidate')}`;
};

const targetStaff = (n: ActivityNames) => n.target ?? text(n.details.login_id) ?? 'a member of staff';
const staffRoles = (n: ActivityNames) => {
  const roles = Array.isArray(n.details.roles) ? n.details.roles.filter((r): r is string => typeof r === 'string') : [];
  return roles.length ? ` as ${roles.join(' and ')}` : '';
};

const SENTENCES: Record<string, (n: ActivityNames) => string> = {
  'auth.login': () => 'Signed in',
  'auth.logout': () => 'Signed out',
  'settings.update': (n) => `Changed settings${changedFields(n)}`,
  'settings.reset': () => 'Reset settings to default',
  'student.create': (n) => `Added ${targetStudent(n)}`,
  'student.update': (n) => `Edited ${targetStudent(n)}`,
  'student.delete': (n) => `Deleted ${targetStudent(n)}`,
  'student.suspend': (n) => `Suspended ${targetStudent(n)}`,
  'student.activate': (n) => `Activated ${targetStudent(n)}`,
  'student.arrangements': (n) => {
    const extra = extraTimeText({
      extra_time_percent: count(n.details.extra_time_percent) ?? 0,
      extra_time_minutes: count(n.details.extra_time_minutes) ?? 0,
    });
    return `Set special arrangements for ${targetStudent(n)}${extra ? ` (extra time ${extra})` : ''}`;
  },
  'staff.create': (n) => `Added ${targetStaff(n)}${staffRoles(n)}`,
  'staff.update': (n) => `Edited ${targetStaff(n)}${staffRoles(n)}`,
  'staff.delete': (n) => `Deleted ${targetStaff(n)}`,
  'staff.password-reset': (n) => `Issued ${targetStaff(n)} a new password`,
  'staff.suspend': (n) => `Suspended ${targetStaff(n)}`,
  'staff.activate': (n) => `Activated ${targetStaff(n)}`,
  'student.import': (n) => {
    const rows = count(n.details.rows);
    return rows === null ? 'Started enrolling students from a file' : `Started enrolling ${countOf(rows, 'student')} from a file`;
  },
  'student.import.complete': (n) => {
    const students = count(n.details.students);
    return students === null ? 'Enrolled students from a file' : `Enrolled ${countOf(students, 'student')} from a file`;
  },
  'password.reveal': (n) => `Revealed the password of ${targetStudent(n)}`,
  'password.reset': (n) => `Reset the password of ${targetStudent(n)}`,
  'student.unlock-sign-in': (n) => `Unlocked the sign-in of ${targetStudent(n)}`,
  'group.create': (n) => `Created ${group(n)}`,
  'group.update': (n) => `Edited ${group(n)}`,
  'group.delete': (n) => `Deleted ${group(n)}`,
  'group.member.add': (n) => `Added ${n.person ?? 'a student'} to ${group(n)}`,
  'group.member.remove': (n) => `Removed ${n.person ?? 'a student'} from ${group(n)}`,
  'template.create': (n) => `Saved template ${test(n)}`,
  'template.delete': (n) => `Deleted template ${test(n)}`,
  'test.create': (n) => `Created test ${test(n)}`,
  'assignment.create': (n) => `Assigned ${test(n)} to ${audience(n)}`,
  'assignment.update': (n) => `Changed when ${test(n)} opens or closes for ${audience(n)}`,
  'assignment.delete': (n) => `Removed the assignment of ${test(n)} to ${audience(n)}`,
  'assignment.arrangements': (n) =>
    n.details.cleared === true
      ? `Cleared the arrangements of ${n.person ?? 'a candidate'} for ${test(n)}`
      : `Changed the arrangements of ${n.person ?? 'a candidate'} for ${test(n)}`,
  'invigilation.extend': (n) => {
    const minutes = count(n.details.minutes);
    return `Extended time${minutes === null ? '' : ` by ${countOf(minutes, 'minute')}`} in ${test(n)}${sittings(n)}`;
  },
  'invigilation.pause': (n) => `Paused ${test(n)}${sittings(n)}`,
  'invigilation.resume': (n) => `Resumed ${test(n)}${sittings(n)}`,
  'invigilation.hold-start': (n) => `Held the start of ${test(n)}${sittings(n)}`,
  'invigilation.release-start': (n) => `Released the start of ${test(n)}${sittings(n)}`,
  'invigilation.force-submit': (n) => `Submitted ${test(n)}${sittings(n)}`,
  'invigilation.credit-offline': (n) => `Gave offline time back in ${test(n)}${sittings(n)}`,
  'invigilation.message': (n) => `Sent a message to candidates of ${test(n)}`,
  'invigilation.auto-credit': (n) =>
    `Turned automatic offline credit ${n.details.enabled === false ? 'off' : 'on'} for ${test(n)}`,
  'results.release': (n) => `Results released for ${audience(n)} (${test(n)})`,
  'results.remark': (n) => `Marked ${test(n)} again for ${audience(n)}`,
  'results.accept-answer': (n) => {
    const answer = text(n.details.answer);
    const question = text(n.details.question);
    const remarked = count(n.details.remarked);
    return `Accepted ${answer === null ? 'an alternative answer' : `'${answer}'`}${question === null ? '' : ` for question ${question}`} in ${test(n)}${remarked === null ? '' : `, marking ${countOf(remarked, 'section')} again`}`;
  },
  'results.band-tables': (n) => `Changed the band tables of ${test(n)}`,
  'results.speaking': (n) =>
    typeof n.details.band === 'number'
      ? `Recorded Speaking band ${n.details.band} for ${n.person ?? 'a candidate'} (${test(n)})`
      : `Cleared the Speaking band of ${n.person ?? 'a candidate'} (${test(n)})`,
  'marking.settings': (n) => `Turned second marking ${n.details.secondMarking === false ? 'off' : 'on'}`,
  'exam-part.upload': (n) => `Uploaded exam part ${n.target ?? 'a part'}`,
  'exam-part.delete': (n) => `Deleted exam part ${n.target ?? text(n.details.title) ?? 'a part'}`,
  'exam-part.solution-corrected': (n) => `Corrected the answer key of ${n.target ?? text(n.details.title) ?? 'an exam part'}`,
  'pdf.upload': (n) => `Uploaded PDF ${text(n.details.fileName) ?? ''}`.trim(),
  'pdf.delete': () => 'Deleted a PDF',
  'assembly.create': (n) => `Created test assembly ${text(n.details.name) ?? ''}`.trim(),
  'assembly.update': (n) => `Edited test assembly ${text(n.details.name) ?? ''}`.trim(),
  'assembly.delete': (n) => `Deleted test assembly ${text(n.details.name) ?? ''}`.trim(),
  'assembly.publish': (n) => `Published test ${n.target ?? text(n.details.title) ?? ''}`.trim(),
};

/** The entry as a sentence; an action without a template reads as its label and target. */
export function activitySentence(action: string, names: ActivityNames): string {
  const sentence = SENTENCES[action];
  if (sentence) return sentence(names);
  const about = names.target ?? names.test;
  return about ? `${auditActionLabel(action)}: ${about}` : auditActionLabel(action);
}
