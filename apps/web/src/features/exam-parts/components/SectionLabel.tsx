import type { ExamSection } from '@cdi/contracts';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import '../exam-parts.css';

const sectionIcons: Record<ExamSection, IconName> = { listening: 'headphones', reading: 'book', writing: 'pen' };

export function SectionIcon({ section, size = 18 }: { section: ExamSection; size?: number }) {
  return <Icon name={sectionIcons[section]} size={size} />;
}

/** The section's icon and its name. */
export function SectionLabel({ section }: { section: ExamSection }) {
  return (
    <span className="section-label">
      <SectionIcon section={section} />
      <span className="capitalize">{section}</span>
    </span>
  );
}
