import type { ExamSection } from '@cdi/contracts';
import { useId, useState } from 'react';
import type { ExamEngine } from '../../../shared/exam-engine';
import { TextField } from '../../../shared/ui/TextField';

interface AnswerFieldProps {
  engine: ExamEngine;
  section: ExamSection;
  /** The answer's key: the slot's question number. */
  question: string;
  label: string;
  hint?: string;
  disabled: boolean;
  onFocus: () => void;
}

/** One answer box: starts from the engine's value; every keystroke goes to the engine, which persists and sends it. */
export function AnswerField({ engine, section, question, label, hint, disabled, onFocus }: AnswerFieldProps) {
  const id = useId();
  const [value, setValue] = useState(() => engine.value(section, question) ?? '');
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      value={value}
      disabled={disabled}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      onFocus={onFocus}
      onBlur={() => void engine.flush(section)}
      onChange={(event) => {
        setValue(event.target.value);
        void engine.setAnswer(section, question, event.target.value);
      }}
    />
  );
}
