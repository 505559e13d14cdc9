/**
 * What a question renderer needs from the screen around it. The exam screens back it with the exam
 * engine (outbox, acks); practice mode backs it with local state. Answers are keyed by question number.
 */
export interface AnswerAccess {
  /** The answer to show ('' when none): the newest local change, else what the server saved. */
  value(question: number): string;
  /**
   * Records a change. `immediate` for clicks, drops and choices (sent at once); typed text is left to
   * the engine's per-question debounce so typing stays smooth.
   */
  set(question: number, value: string, options?: { immediate?: boolean }): void;
  /** The candidate is on this question (focus, click): drives the navigator and the invigilator's view. */
  focus(question: number): void;
  /** The input lost focus: waiting changes can go now. */
  blur(): void;
  isFlagged(question: number): boolean;
  toggleFlag(question: number): void;
  /** The URL of an image uploaded with the part, by file name. */
  imageSrc(file: string): string | undefined;
  /** Paused, taken over or finished: answers show but cannot change. */
  disabled: boolean;
}

/** The DOM id of a question's block: the navigator scrolls to it. */
export const questionElementId = (question: number): string => `question-${question}`;

/** Marks the control the navigator focuses when jumping to a question. */
export const QUESTION_INPUT_ATTRIBUTE = 'data-question-input';
