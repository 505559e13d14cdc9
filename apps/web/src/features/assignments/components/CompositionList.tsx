import { AssignmentTexts, fillText } from '@cdi/contracts';
import { sectionName } from '../../../shared/format/section-name';
import { useComposition } from '../hooks/use-assignments';
import { compositionBySection } from '../lib/assignment-view';
import '../assignments.css';

/** The parts of an assigned test under listening, reading and writing. Loading failures show as no parts (spec). */
export function CompositionList({ testId }: { testId: string }) {
  const composition = useComposition(testId);
  if (composition.isPending) return <p role="status">{AssignmentTexts.loadingComposition}</p>;
  const sections = compositionBySection(composition.data ?? []);
  if (sections.length === 0) return <p>{AssignmentTexts.noParts}</p>;
  return (
    <div className="composition">
      {sections.map(({ section, parts }) => (
        <section key={section} className="composition__section" aria-label={sectionName(section)}>
          <h3 className="composition__title">{sectionName(section)}</h3>
          <ul className="composition__parts">
            {parts.map((part) => (
              <li key={part.id}>
                <span className="strong">{fillText(AssignmentTexts.partLabel, { n: part.part })}</span>: {part.title}
                {part.test_group && <span className="composition__group"> · {part.test_group}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
