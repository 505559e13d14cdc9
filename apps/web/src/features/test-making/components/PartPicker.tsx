import { type ExamSection, type TestMakingPart, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { slotName } from '@cdi/exam-core';
import { useState } from 'react';
import { Dialog } from '../../../shared/ui/Dialog';
import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { TextField } from '../../../shared/ui/TextField';
import type { useComposition } from '../hooks/use-composition';
import { type Composition, pickable, type Slot } from '../lib/composition';

interface PartPickerProps {
  slot: Slot;
  parts: TestMakingPart[];
  composition: Composition;
  onChoose: (part: TestMakingPart) => void;
  onClose: () => void;
}

type SectionChoice = ExamSection | 'all';
const TABS: { value: SectionChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'listening', label: 'Listening' },
  { value: 'reading', label: 'Reading' },
  { value: 'writing', label: 'Writing' },
];

/** Click-to-pick for a slot: search and a section filter over the unused parts. */
export function PartPicker({ slot, parts, composition, onChoose, onClose }: PartPickerProps) {
  const [search, setSearch] = useState('');
  const [section, setSection] = useState<SectionChoice>(slot.section);
  const visible = pickable(parts, composition, search, section);
  return (
    <Dialog
      title={`${TestMakingScreenTexts.choosePart}: ${slotName(slot.section, slot.number)}`}
      onClose={onClose}
      size="wide"
      dismissLabel="Close"
    >
      <div className="picker">
        <TextField
          id="part-picker-search"
          type="search"
          label={TestMakingScreenTexts.searchParts}
          hideLabel
          placeholder={TestMakingScreenTexts.searchParts}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FilterTabs label={TestMakingScreenTexts.sectionFilter} tabs={TABS} value={section} onChange={setSection} />
        {visible.length === 0 ? (
          <p className="picker__empty" role="status">
            {TestMakingTexts.noPartsFound}
          </p>
        ) : (
          <ul className="picker__list" aria-label="Parts">
            {visible.map((part) => (
              <li key={part.id}>
                <button type="button" className="picker__option" onClick={() => onChoose(part)}>
                  <span className="picker__title">{part.title}</span>
                  <span className="picker__meta">
                    {slotName(part.section, part.part)} · {part.test_group}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

/** The slot picker of a composition being edited: shown while a slot is being chosen for, closed once a part fits. */
export function CompositionPartPicker({ editor, parts }: { editor: ReturnType<typeof useComposition>; parts: TestMakingPart[] }) {
  const slot = editor.picking;
  if (!slot) return null;
  return (
    <PartPicker
      slot={slot}
      parts={parts}
      composition={editor.composition}
      onClose={editor.closePicker}
      onChoose={(part) => {
        if (editor.put(part, slot)) editor.closePicker();
      }}
    />
  );
}
