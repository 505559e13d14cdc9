import { ANSWER_MAX_CHARS, ContentTexts, fillText, Texts, type ExamSection, type WritingTask } from '@cdi/contracts';
import { countWords } from '@cdi/exam-core';
import { useId, useState } from 'react';
import type { ExamEngine } from '../../../shared/exam-engine';
import { writingTaskKey, writingTaskLabel } from '../lib/sitting';

interface WritingAnswerFieldProps {
  engine: ExamEngine;
  section: ExamSection;
  task: WritingTask;
  disabled: boolean;
  onFocus: () => void;
}

/** A writing task: its prompt, the answer box and a live word count that turns green at the minimum. */
export function WritingAnswerField({ engine, section, task, disabled, onFocus }: WritingAnswerFieldProps) {
  const id = useId();
  const key = writingTaskKey(task);
  const [value, setValue] = useState(() => engine.value(section, key) ?? '');
  const words = countWords(value);
  const reached = words >= task.word_count_minimum;
  return (
    <div className="field writing-answer">
      <label htmlFor={id} className="field__label">
        {writingTaskLabel(task)}
      </label>
      <p id={`${id}-prompt`} className="writing-answer__prompt">
        {task.prompt}
      </p>
      <p id={`${id}-hint`} className="field__hint">
        {fillText(ContentTexts.writingInstructions, {
          time_limit_minutes: task.time_limit_minutes,
          word_count_minimum: task.word_count_minimum,
        })}
      </p>
      <textarea
        id={id}
        className="field__input writing-answer__input"
        rows={12}
        value={value}
        maxLength={ANSWER_MAX_CHARS}
        disabled={disabled}
        spellCheck={false}
        aria-describedby={`${id}-prompt ${id}-hint ${id}-count`}
        onFocus={onFocus}
        onBlur={() => void engine.flush(section)}
        onChange={(event) => {
          setValue(event.target.value);
          void engine.setAnswer(section, key, event.target.value);
        }}
      />
      <p id={`${id}-count`} className={reached ? 'word-count word-count--reached' : 'word-count'}>
        {fillText(Texts.wordCount, { n: words })}
      </p>
    </div>
  );
}
