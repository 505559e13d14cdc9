/** Spec 3 §4: completed green, pending yellow, failed red, imported blue, anything else grey. */
const tones: Record<string, string> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  imported: 'info',
};

export function ProcessingStatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${tones[status] ?? 'neutral'}`}>{status}</span>;
}
