import type { Options } from '@cdi/contracts';
import { answerLimitHint, optionEntries } from '@cdi/exam-core';
import '../../exam-parts.css';

/** Lettered options in their authored order: A the beach, B the village shop, ... */
export function OptionList({ options, title }: { options: Options; title?: string }) {
  return (
    <div className="option-list">
      {title && <p className="option-list__title">{title}</p>}
      <dl>
        {optionEntries(options).map(([key, text]) => (
          <div key={key} className="option-list__item">
            <dt>{key}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The word limit of typed answers as the candidate sees it: 'ONE WORD ONLY', or 'Maximum 2 word(s)'. */
export function WordLimitNote({ instructions, maxWords }: { instructions: string; maxWords: number }) {
  return <p className="preview-note">{answerLimitHint(instructions, maxWords)}</p>;
}
