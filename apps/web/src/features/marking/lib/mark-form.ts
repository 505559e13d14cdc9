import { SaveTaskMarkRequestSchema, type MarkStatus, type SaveTaskMarkRequest, type ScriptTask } from '@cdi/contracts';
import { NO_BANDS, type CriteriaBands } from './bands';

/** What the examiner has typed for one task, kept while saves fail and while the other task is open. */
export interface MarkFormState {
  criteria: CriteriaBands;
  comment: string;
}

/** The form as the examiner left it last time (their draft or submitted mark), else empty. */
export function initialForm(task: Pick<ScriptTask, 'my_mark'>): MarkFormState {
  const mark = task.my_mark;
  return mark ? { criteria: { ...mark.criteria }, comment: mark.comment } : { criteria: { ...NO_BANDS }, comment: '' };
}

export type MarkRequestCheck =
  { ok: true; body: SaveTaskMarkRequest } | { ok: false; field: 'criteria' | 'comment'; message: string };

/** The request for a save, checked by the contract's own schema (a submitted mark needs all four bands). */
export function markRequest(form: MarkFormState, status: MarkStatus): MarkRequestCheck {
  const parsed = SaveTaskMarkRequestSchema.safeParse({ criteria: form.criteria, comment: form.comment, status });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, field: issue.path[0] === 'comment' ? 'comment' : 'criteria', message: issue.message };
}

/** Whether the signed-in examiner may still change their mark of this task. */
export function canEditMark(task: Pick<ScriptTask, 'my_mark' | 'status'>): boolean {
  if (task.my_mark?.status === 'submitted') return false;
  // A settled task takes no further mark from an examiner who has not marked it.
  return !(task.status === 'marked' && task.my_mark === null);
}
