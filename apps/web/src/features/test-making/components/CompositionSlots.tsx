import { type ExamSection, PARTS_PER_SECTION, TestMakingScreenTexts } from '@cdi/contracts';
import { slotName } from '@cdi/exam-core';
import { type DragEvent, useState } from 'react';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { capitalised, type Composition, filledCount, SECTIONS, type Slot } from '../lib/composition';
import { PART_DRAG_TYPE } from './AvailablePartsList';

export const SECTION_ICONS: Record<ExamSection, IconName> = { listening: 'headphones', reading: 'book', writing: 'pen' };

interface CompositionSlotsProps {
  composition: Composition;
  /** Opens the part picker for a slot (a click or Enter on it). */
  onPick: (slot: Slot) => void;
  onRemove: (slot: Slot) => void;
  /** A part dragged from the list of available parts was dropped on a slot. */
  onDropPart?: (partId: string, slot: Slot) => void;
}

const slotLabel = (slot: Slot) => slotName(slot.section, slot.number);

/** The 9 slots of a test (Listening 1-4, Reading 1-3, Writing 1-2): drop targets, a picker on click, a remove button each. */
export function CompositionSlots({ composition, onPick, onRemove, onDropPart }: CompositionSlotsProps) {
  const [over, setOver] = useState<string | null>(null);
  const dropProps = (slot: Slot) =>
    onDropPart
      ? {
          onDragOver: (event: DragEvent) => {
            if (!event.dataTransfer.types.includes(PART_DRAG_TYPE)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
            setOver(`${slot.section}-${slot.number}`);
          },
          onDragLeave: () => setOver(null),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setOver(null);
            const id = event.dataTransfer.getData(PART_DRAG_TYPE);
            if (id) onDropPart(id, slot);
          },
        }
      : {};

  return (
    <div className="composition">
      <p className="composition__summary" aria-live="polite">
        {SECTIONS.map((s) => `${capitalised(s)} ${filledCount(composition, s)}/${PARTS_PER_SECTION[s]}`).join(' · ')}
      </p>
      {SECTIONS.map((section) => (
        <section key={section} className="composition__section" aria-labelledby={`slots-${section}`}>
          <h3 id={`slots-${section}`} className="composition__heading">
            <Icon name={SECTION_ICONS[section]} size={18} />
            {capitalised(section)}
            <span className="composition__count">
              {filledCount(composition, section)}/{PARTS_PER_SECTION[section]}
            </span>
          </h3>
          <ol className="composition__slots">
            {composition[section].map((part, index) => {
              const slot = { section, number: index + 1 };
              const key = `${section}-${slot.number}`;
              const label = slotLabel(slot);
              return (
                <li
                  key={key}
                  className={['slot', part ? 'slot--filled' : 'slot--empty', over === key ? 'slot--over' : ''].join(' ')}
                  data-slot={key}
                  {...dropProps(slot)}
                >
                  <button
                    type="button"
                    className="slot__pick"
                    onClick={() => onPick(slot)}
                    aria-label={part ? `${label}: ${part.title}. Choose another part` : `${label}: empty. Choose a part`}
                  >
                    <span className="slot__label">{label}</span>
                    {part ? (
                      <span className="slot__part">
                        <span className="slot__title">{part.title}</span>
                        <span className="slot__meta">{part.test_group}</span>
                      </span>
                    ) : (
                      <span className="slot__empty">{TestMakingScreenTexts.emptySlot}</span>
                    )}
                  </button>
                  {part && (
                    <button
                      type="button"
                      className="slot__remove"
                      aria-label={`${TestMakingScreenTexts.removePart} ${part.title} from ${label}`}
                      onClick={() => onRemove(slot)}
                    >
                      <Icon name="trash" size={16} />
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
