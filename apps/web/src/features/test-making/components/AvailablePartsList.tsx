import { type AvailablePartsResponse, type ExamSection, type TestMakingPart, TestMakingScreenTexts } from '@cdi/contracts';
import { slotName } from '@cdi/exam-core';
import { Icon } from '../../../shared/ui/Icon';
import { capitalised, SECTIONS } from '../lib/composition';

/** The drag data type of a part: only slots accept it. */
export const PART_DRAG_TYPE = 'application/x-cdi-part';

interface AvailablePartsListProps {
  parts: AvailablePartsResponse['parts'];
  usedIds: string[];
  /** Adds the part to its own slot (the keyboard's way besides the slot picker). */
  onAdd: (part: TestMakingPart) => void;
}

const partLabel = (part: TestMakingPart) => slotName(part.section, part.part);

/** The parts to build from, by section and test group; each can be dragged onto a slot. */
export function AvailablePartsList({ parts, usedIds, onAdd }: AvailablePartsListProps) {
  const used = new Set(usedIds);
  return (
    <div className="parts-list">
      {SECTIONS.map((section: ExamSection) => {
        const groups = Object.entries(parts[section]);
        if (groups.length === 0) return null;
        return (
          <section key={section} aria-labelledby={`parts-${section}`}>
            <h3 id={`parts-${section}`} className="parts-list__section">
              {capitalised(section)}
            </h3>
            {groups.map(([group, list]) => (
              <div key={group} className="parts-list__group">
                <h4 className="parts-list__group-name">{group}</h4>
                <ul className="parts-list__items">
                  {list.map((part) => (
                    <li
                      key={part.id}
                      className={used.has(part.id) ? 'part-chip part-chip--used' : 'part-chip'}
                      draggable={!used.has(part.id)}
                      data-part-id={part.id}
                      onDragStart={(event) => {
                        event.dataTransfer.setData(PART_DRAG_TYPE, part.id);
                        event.dataTransfer.setData('text/plain', part.title);
                        event.dataTransfer.effectAllowed = 'copy';
                      }}
                    >
                      <span className="part-chip__text">
                        <span className="part-chip__title">{part.title}</span>
                        <span className="part-chip__meta">
                          {partLabel(part)}
                          {part.question_range ? ` · Q${part.question_range}` : ''}
                          {used.has(part.id) ? ` · ${TestMakingScreenTexts.inTheTest}` : ''}
                        </span>
                      </span>
                      <button
                        type="button"
                        className="part-chip__add"
                        disabled={used.has(part.id)}
                        aria-label={`Add ${part.title} (${partLabel(part)}) to the test`}
                        onClick={() => onAdd(part)}
                      >
                        <Icon name="plus" size={16} />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
      {SECTIONS.every((s) => Object.keys(parts[s]).length === 0) && (
        <p className="parts-list__empty">{TestMakingScreenTexts.noPartsAvailable}</p>
      )}
    </div>
  );
}
