import { PdfTexts } from '@cdi/contracts';
import { confidenceLevel, formatPercent, type ConfidenceLevel } from '../lib/confidence';

/** Spec 2 §4's colours as the shared badge tones: green, yellow, red. */
const BADGE_TONE: Record<ConfidenceLevel, string> = {
  high: 'badge--success',
  medium: 'badge--warning',
  low: 'badge--danger',
};

/** A page's confidence: the percentage and its level in words, so the colour is never the only sign. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  return (
    <span className={`badge ${BADGE_TONE[level]}`} data-level={level}>
      {formatPercent(confidence)} · {PdfTexts.confidenceLevels[level]}
    </span>
  );
}
