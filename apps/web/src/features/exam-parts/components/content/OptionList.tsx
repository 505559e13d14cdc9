import { ContentTexts, fillText, type Options } from '@cdi/contracts';
import '../../exam-parts.css';

/** Lettered options in their authored order: A the beach, B the village shop, ... */
export function OptionList({ options, title }: { options: Options; title?: string }) {
  return (
    <div className="option-list">
      {title && <p className="option-list__title">{title}</p>}
      <dl>
        {Object.entries(options).map(([key, text]) => (
          <div key={key} className="option-list__item">
            <dt>{key}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The word limit of typed answers: 'Maximum 2 word(s)'. */
export function WordLimitNote({ maxWords }: { maxWords: number }) {
  return <p className="preview-note">{fillText(ContentTexts.maximumWords, { n: maxWords })}</p>;
}
