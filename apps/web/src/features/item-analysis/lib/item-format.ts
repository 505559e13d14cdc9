import type { ItemSection, ItemStatistic } from '@cdi/contracts';

/** A statistic that may be missing, to two decimals: 0.5 → '0.50', null → '—'. */
export function statisticText(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

/** The question as the paper numbers it: '7', or '4-5' for a choose-two. */
export function questionLabel(item: Pick<ItemStatistic, 'question' | 'numbers'>): string {
  return item.numbers.length > 1 ? `${item.numbers[0]}-${item.numbers.at(-1)}` : item.question;
}

export interface SectionItems {
  section: ItemSection;
  items: ItemStatistic[];
}

/** The items per section in paper order, Listening first; only the flagged ones when asked. */
export function itemsBySection(items: readonly ItemStatistic[], onlyFlagged: boolean): SectionItems[] {
  return (['listening', 'reading'] as const)
    .map((section) => ({
      section,
      items: items.filter((item) => item.section === section && (!onlyFlagged || item.flags.length > 0)),
    }))
    .filter((group) => group.items.length > 0);
}

export interface FacilityBar {
  label: string;
  /** Facility in percent, for the chart's axis. */
  facility: number;
  flagged: boolean;
}

/** One bar per question of a section that has marked sittings. */
export function facilityBars(items: readonly ItemStatistic[]): FacilityBar[] {
  return items
    .filter((item) => item.sittings > 0)
    .map((item) => ({ label: questionLabel(item), facility: Math.round(item.facility * 100), flagged: item.flags.length > 0 }));
}
