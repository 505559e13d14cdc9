import { assignOptionOnce } from '@cdi/exam-core';
import type { Options } from '@cdi/contracts';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { GroupAnswers } from './use-group-answers';

/** What is being dragged: an option from the box, or the option of a filled gap (`from`). */
interface Dragged {
  key: string;
  from?: number;
}

export type DropZone = number | 'box';

/**
 * Drag-to-target answers for a word box or a list of headings, with a pointer-free way
 * to do the same: select an option (it stays picked), then select a gap. Dropping or placing an
 * option takes it off any gap that held it, so each option is used once; selecting a filled gap with
 * nothing picked empties it; dragging a gap's option back to the box empties that gap.
 */
export function useOptionMoves(options: Options, answers: GroupAnswers) {
  const [picked, setPicked] = useState<string>();
  const [dragged, setDragged] = useState<Dragged>();
  const [over, setOver] = useState<DropZone>();
  const label = (key: string) => `${key} ${options[key] ?? ''}`.trim();

  const place = (question: number, key: string) => {
    answers.apply(assignOptionOnce(answers.values, question, key));
    setPicked(undefined);
    answers.announce(`${label(key)} placed in question ${question}.`);
  };

  const empty = (question: number) => {
    const key = answers.value(question);
    answers.choose(question, '');
    answers.announce(`Question ${question} emptied; ${label(key)} is back in the box.`);
  };

  const endDrag = () => {
    setDragged(undefined);
    setOver(undefined);
  };

  /** Drag handlers of the zone: it takes a drop while something of this group is dragged. */
  const dropZone = (zone: DropZone, onDrop: (item: Dragged) => void) => ({
    onDragOver: (event: DragEvent) => {
      if (!dragged || answers.disabled) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(zone);
    },
    onDragLeave: () => setOver((current) => (current === zone ? undefined : current)),
    onDrop: (event: DragEvent) => {
      if (!dragged || answers.disabled) return;
      event.preventDefault();
      onDrop(dragged);
      endDrag();
    },
  });

  return {
    picked,
    over,
    isDragging: dragged !== undefined,

    /** Selecting an option picks it, or drops the pick when it was already picked. */
    pick(key: string) {
      if (answers.disabled) return;
      if (picked === key) {
        setPicked(undefined);
        answers.announce(`${label(key)} no longer selected.`);
      } else {
        setPicked(key);
        answers.announce(`${label(key)} selected. Now select a numbered gap.`);
      }
    },

    /** Selecting a gap: places the picked option, or empties a filled gap, or says what to do. */
    selectGap(question: number) {
      if (answers.disabled) return;
      if (picked) place(question, picked);
      else if (answers.value(question)) empty(question);
      else answers.announce('Select an option in the box first, or drag one onto the gap.');
    },

    /** Escape drops the pick. */
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && picked) {
        setPicked(undefined);
        answers.announce('Selection cancelled.');
      }
    },

    dragSource: (item: Dragged) => ({
      draggable: !answers.disabled,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData('text/plain', item.key);
        event.dataTransfer.effectAllowed = 'move';
        setDragged(item);
      },
      onDragEnd: endDrag,
    }),

    gapZone: (question: number) => dropZone(question, (item) => place(question, item.key)),

    boxZone: () =>
      dropZone('box', (item) => {
        if (item.from !== undefined) empty(item.from);
      }),
  };
}

export type OptionMoves = ReturnType<typeof useOptionMoves>;
