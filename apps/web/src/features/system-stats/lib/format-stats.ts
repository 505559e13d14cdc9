import { SystemStatsTexts } from '@cdi/contracts';

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * A count for the stats page: as it is below a thousand, otherwise in K or M with one decimal
 * (1,250 is '1.3K', 2,500,000 is '2.5M'); 999,960 rounds up to '1.0M', never '1000.0K'.
 */
export function formatCount(value: number): string {
  const abs = Math.abs(value);
  if (abs < 1000) return String(Math.round(value));
  if (abs < 1_000_000 && Math.round(abs / 100) < 10_000) return `${oneDecimal(value / 1000)}K`;
  return `${oneDecimal(value / 1_000_000)}M`;
}

/** A percentage with one decimal ('87.5%'); a figure with nothing behind it is not applicable. */
export function formatPercent(value: number | null): string {
  return value === null ? SystemStatsTexts.notApplicable : `${oneDecimal(value)}%`;
}

/** A duration in whole milliseconds ('42 ms'), or not applicable before anything was measured. */
export function formatMs(value: number | null): string {
  return value === null ? SystemStatsTexts.notApplicable : `${formatCount(value)} ms`;
}

/** A count that may have nothing behind it in this product (plans, 'AI processed'). */
export function formatOptionalCount(value: number | null): string {
  return value === null ? SystemStatsTexts.notApplicable : formatCount(value);
}
