import { useCallback, useMemo, useReducer, useState } from 'react';
import type { AnswerChange } from '@cdi/exam-core';
import type { AnswerAccess } from '../answer-access';

/**
 * A group's answers and flags as the renderers use them. Answers live in local state, read once from
 * the access, so every control stays controlled and typing is smooth while the access saves in the
 * background; remount the group (a new key) to read them from the access again. Flags are read from
 * the access on every render, since the navigator and review lists change them too.
 */
export interface GroupAnswers {
  values: Readonly<Record<number, string>>;
  value(question: number): string;
  /** Typed text: shown at once, sent through the access's debounce. */
  type(question: number, value: string): void;
  /** A click, choice or drop: sent at once. */
  choose(question: number, value: string): void;
  /** Several answers changed by one action (a heading moved from one gap to another). */
  apply(changes: readonly AnswerChange[]): void;
  isFlagged(question: number): boolean;
  /** Flags or unflags all the numbers of one question together. */
  toggleFlag(numbers: readonly number[]): void;
  focus(question: number): void;
  blur(): void;
  disabled: boolean;
  /** The latest message for screen readers (drag and drop, replaced choices). */
  announcement: string;
  announce(message: string): void;
}

export function useGroupAnswers(access: Omit<AnswerAccess, 'imageSrc'>, answerNumbers: readonly number[]): GroupAnswers {
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(answerNumbers.map((n) => [n, access.value(n)])),
  );
  // An access whose flags do not come with a new render still shows a toggle at once.
  const [, flagToggled] = useReducer((count: number) => count + 1, 0);
  const [announcement, setAnnouncement] = useState('');

  const store = useCallback(
    (changes: readonly AnswerChange[], immediate: boolean) => {
      if (access.disabled || changes.length === 0) return;
      setValues((previous) => {
        const next = { ...previous };
        for (const change of changes) next[change.question] = change.value;
        return next;
      });
      for (const change of changes) access.set(change.question, change.value, immediate ? { immediate: true } : undefined);
    },
    [access],
  );

  const toggleFlag = useCallback(
    (numbers: readonly number[]) => {
      const flagOn = !numbers.some((n) => access.isFlagged(n));
      for (const n of numbers) if (access.isFlagged(n) !== flagOn) access.toggleFlag(n);
      flagToggled();
    },
    [access],
  );

  return useMemo(
    () => ({
      values,
      value: (question) => values[question] ?? '',
      type: (question, value) => store([{ question, value }], false),
      choose: (question, value) => store([{ question, value }], true),
      apply: (changes) => store(changes, true),
      isFlagged: (question) => access.isFlagged(question),
      toggleFlag,
      focus: (question) => access.focus(question),
      blur: () => access.blur(),
      disabled: access.disabled,
      announcement,
      announce: setAnnouncement,
    }),
    [values, announcement, store, toggleFlag, access],
  );
}
