import { useId } from 'react';

/** A titled panel of label/value facts (the results pages' file information and configuration). */
export function FactsPanel({ title, facts }: { title: string; facts: readonly (readonly [string, string])[] }) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 className="panel__title" id={titleId}>
        {title}
      </h2>
      <dl className="pdf-results__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="pdf-results__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
