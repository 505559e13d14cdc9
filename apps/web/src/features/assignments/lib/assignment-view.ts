import { AssignmentTexts, fillText, type AssignmentListItem, type CompositionPart, type ExamSection } from '@cdi/contracts';
import { dateTime } from '../../../shared/format/date';

/** The target's name: the group's, or the student's full name (their candidate ID when they have none). */
export function targetName(item: AssignmentListItem): string {
  if (item.target_type === 'group') return item.group_name ?? '';
  return `${item.first_name ?? ''} ${item.last_name ?? ''}`.trim() || (item.candidate_id ?? '');
}

/** 'Name (group)' or 'Name (student)', as the Target column shows it. */
export function targetLabel(item: AssignmentListItem): string {
  const suffix = item.target_type === 'group' ? AssignmentTexts.groupSuffix : AssignmentTexts.studentSuffix;
  return `${targetName(item)} ${suffix}`;
}

const SECTIONS: readonly ExamSection[] = ['listening', 'reading', 'writing'];

/** The parts under listening, reading and writing, each by part number; sections without parts are left out. */
export function compositionBySection(parts: readonly CompositionPart[]): { section: ExamSection; parts: CompositionPart[] }[] {
  return SECTIONS.map((section) => ({
    section,
    parts: parts.filter((p) => p.section === section).sort((a, b) => a.part - b.part),
  })).filter((group) => group.parts.length > 0);
}

/** Where the window stands now for an assignment: shown beside its times. */
export function windowState(
  item: Pick<AssignmentListItem, 'opens_at' | 'closes_at'>,
  now: number,
): 'upcoming' | 'open' | 'closed' {
  if (item.opens_at && Date.parse(item.opens_at) > now) return 'upcoming';
  if (item.closes_at && Date.parse(item.closes_at) <= now) return 'closed';
  return 'open';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field's value, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as an instant: null when blank, undefined when it is not a date. */
export function fromLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A window in words, on the centre's clock: its ends, else the due date, else 'No time limit' and the like. */
export function windowText(a: { opens_at: string | null; closes_at: string | null; due_at?: string | null }): string {
  if (a.opens_at && a.closes_at)
    return fillText(AssignmentTexts.windowRange, { opens: dateTime(a.opens_at), closes: dateTime(a.closes_at) });
  if (a.opens_at) return fillText(AssignmentTexts.opensOn, { date: dateTime(a.opens_at) });
  if (a.closes_at) return fillText(AssignmentTexts.closesOn, { date: dateTime(a.closes_at) });
  if (a.due_at) return fillText(AssignmentTexts.dueOn, { date: dateTime(a.due_at) });
  return AssignmentTexts.noWindow;
}
