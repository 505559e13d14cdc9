import type { ExamSection } from '@cdi/contracts';
import { SectionIcon } from '../../exam-parts';
import '../candidate.css';

export function SectionChips({ sections }: { sections: ExamSection[] }) {
  if (sections.length === 0) return null;
  return (
    <ul className="section-chips" aria-label="Sections">
      {sections.map((section) => (
        <li key={section} className="section-chip">
          <SectionIcon section={section} size={14} />
          <span className="capitalize">{section}</span>
        </li>
      ))}
    </ul>
  );
}
