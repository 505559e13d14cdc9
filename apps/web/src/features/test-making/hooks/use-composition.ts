import { type TestMakingPart, TestMakingTexts } from '@cdi/contracts';
import { useState } from 'react';
import { notify } from '../../../shared/ui/Toast';
import {
  addedText,
  compositionJson,
  type Composition,
  emptyComposition,
  isEmpty,
  naturalSlot,
  place,
  remove,
  type Slot,
} from '../lib/composition';

/** The slots being edited and what the slot buttons do, with the spec's toasts. */
export function useComposition() {
  const [composition, setComposition] = useState<Composition>(emptyComposition);
  const [picking, setPicking] = useState<Slot | null>(null);

  /** Places a part (in the slot given, else its own); says why not in a toast. True when placed. */
  const put = (part: TestMakingPart, slot?: Slot): boolean => {
    const target = slot ?? naturalSlot(composition, part);
    const result = place(composition, part, target);
    if (result.error) {
      notify(result.error, 'error');
      return false;
    }
    setComposition(result.composition);
    notify(addedText(target));
    return true;
  };

  return {
    composition,
    setComposition,
    picking,
    openPicker: setPicking,
    closePicker: () => setPicking(null),
    put,
    remove: (slot: Slot) => setComposition((current) => remove(current, slot)),
    clear: () => {
      setComposition(emptyComposition());
      notify(TestMakingTexts.compositionCleared);
    },
    copy: async (title: string, description: string) => {
      if (isEmpty(composition)) {
        notify(TestMakingTexts.noPartsToCopy, 'error');
        return;
      }
      try {
        await navigator.clipboard.writeText(compositionJson(title, description, composition));
        notify(TestMakingTexts.compositionCopied);
      } catch {
        notify(TestMakingTexts.noPartsToCopy, 'error');
      }
    },
  };
}
