import type { Options } from '@cdi/contracts';
import { optionEntries } from '@cdi/exam-core';

/** A box of lettered options in their authored order, under its title ('People', 'List of Headings'). */
export function OptionBox({ options, title }: { options: Options; title?: string }) {
  return (
    <div className="q-box">
      {title && <p className="q-box__title">{title}</p>}
      <dl className="q-box__list">
        {optionEntries(options).map(([key, text]) => (
          <div key={key} className="q-box__item">
            <dt>{key}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
