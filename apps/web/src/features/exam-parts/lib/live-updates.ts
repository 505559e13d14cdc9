import type { ExamPartSummary, QueueDone, QueueFailed, QueueProgress } from '@cdi/contracts';

/** The fields of a part that the /ops socket reports on. */
export type LivePatch = Partial<Pick<ExamPartSummary, 'stage' | 'processing_status' | 'status' | 'errors'>>;

export function progressPatch(event: QueueProgress): LivePatch {
  return { stage: event.stage };
}

export function finishedPatch(event: QueueDone | QueueFailed): LivePatch {
  const patch: LivePatch = { processing_status: event.status, status: event.status };
  if ('errors' in event) patch.errors = event.errors;
  return patch;
}

/** The part with the patch applied; the same object when there is nothing to change. */
export function patchPart<T extends ExamPartSummary>(part: T, patch: LivePatch): T {
  const changed = (Object.keys(patch) as (keyof LivePatch)[]).some((key) => patch[key] !== part[key]);
  return changed ? { ...part, ...patch } : part;
}

/** A list with one part patched; the same list when that part is not in it or nothing changes. */
export function patchPartInList<T extends ExamPartSummary>(parts: T[], id: string, patch: LivePatch): T[] {
  let changed = false;
  const next = parts.map((part) => {
    if (part.id !== id) return part;
    const patched = patchPart(part, patch);
    changed ||= patched !== part;
    return patched;
  });
  return changed ? next : parts;
}
