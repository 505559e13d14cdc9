const NUMBER = new Intl.NumberFormat('en-GB');

/** A count as people read it: 1,250 (the product writes British English). */
export function formatNumber(n: number): string {
  return NUMBER.format(n);
}

/** A count with its noun, singular for one: '1 student', '2 students', '1,250 entries'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
