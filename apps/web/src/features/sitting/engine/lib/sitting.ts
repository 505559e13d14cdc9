import { fillText, Texts, type WritingTask } from '@cdi/contracts';

/** 'Question 12' or 'Task 1', from an answer's key. */
export function questionKeyLabel(key: string): string {
  const task = /^task(\d)$/.exec(key);
  return task ? fillText(Texts.writingTaskLabel, { n: task[1]! }) : fillText(Texts.questionLabel, { n: key });
}

/** The answer key of a writing task. */
export function writingTaskKey(task: Pick<WritingTask, 'part'>): string {
  return `task${task.part}`;
}
