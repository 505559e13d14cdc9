import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { SECTION_CHOICES, sectionChoiceLabel, type SectionChoice } from '../lib/section-choice';

const tabs = SECTION_CHOICES.map((value) => ({ value, label: sectionChoiceLabel(value) }));

export function SectionFilter({ value, onChange }: { value: SectionChoice; onChange: (value: SectionChoice) => void }) {
  return <FilterTabs label="Section" tabs={tabs} value={value} onChange={onChange} />;
}
