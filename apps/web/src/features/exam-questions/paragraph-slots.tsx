import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Heading slots in the passage. On the official test a paragraph's heading is dropped at the top of
 * the paragraph itself. The passage offers a place for the slot of each lettered paragraph, and the
 * part's matching headings group draws its slots there (portals) with the same answers and moves as
 * the slots in its own list, so both are one answer and stay in step. Every part stays mounted, so
 * the passage and the questions each name the part they belong to.
 */
interface SlotPlaces {
  places: ReadonlyMap<string, HTMLElement>;
  hold: (key: string, place: HTMLElement | null) => void;
}

const Places = createContext<SlotPlaces | null>(null);
const Part = createContext('');

const keyOf = (part: string, paragraph: string) => `${part}\n${paragraph}`;

/** Around a screen's passages and questions: without it a passage offers no slots. */
export function ParagraphSlotsProvider({ children }: { children: ReactNode }) {
  const [places, setPlaces] = useState<ReadonlyMap<string, HTMLElement>>(() => new Map());
  const hold = useCallback((key: string, place: HTMLElement | null) => {
    setPlaces((current) => {
      if ((current.get(key) ?? null) === place) return current;
      const next = new Map(current);
      if (place) next.set(key, place);
      else next.delete(key);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ places, hold }), [places, hold]);
  return <Places.Provider value={value}>{children}</Places.Provider>;
}

/** Names the part (its id) that the passage or the questions inside belong to. */
export const ParagraphSlotsPart = Part.Provider;

/** The place of a paragraph's heading slot, at the top of the paragraph; not shown while no group draws a slot in it. */
export function ParagraphSlotPlace({ paragraph }: { paragraph: string }) {
  const slots = useContext(Places);
  const part = useContext(Part);
  const hold = slots?.hold;
  const ref = useCallback((place: HTMLDivElement | null) => hold?.(keyOf(part, paragraph), place), [hold, part, paragraph]);
  if (!slots) return null;
  return <div ref={ref} className="passage__slot" />;
}

/** Where the passage of this part draws the heading slot of a paragraph; undefined where it offers none. */
export function useParagraphSlotPlaces(): (paragraph: string) => HTMLElement | undefined {
  const slots = useContext(Places);
  const part = useContext(Part);
  return (paragraph) => slots?.places.get(keyOf(part, paragraph));
}
