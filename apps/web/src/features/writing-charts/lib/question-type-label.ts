import { WRITING_QUESTION_TYPE_LABELS } from '@cdi/contracts';

/** The writing screen's question-type badge (spec 2): the label of a known value, any other value as it is. */
export function questionTypeLabel(value: string): string {
  return Object.hasOwn(WRITING_QUESTION_TYPE_LABELS, value) ? WRITING_QUESTION_TYPE_LABELS[value]! : value;
}
