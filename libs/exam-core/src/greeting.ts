export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon before 18:00, evening otherwise (local hour 0-23). */
export function dayPart(hour: number): DayPart {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
