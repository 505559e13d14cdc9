import { countText, fillText, Texts } from '@cdi/contracts';
import type { SaveStatus } from '../../../../shared/exam-engine';

const NOT_SAVED_PREFIX = /^not saved:\s*/i;

/** Some refusal texts already begin 'Not saved: …'; the reason is what follows, starting in lower case. */
export function refusalReason(message: string): string {
  const reason = message.replace(NOT_SAVED_PREFIX, '').trim();
  if (reason === '') return Texts.somethingWentWrong.toLowerCase();
  const firstWordIsAcronym = /^[A-Z]{2}/.test(reason);
  return firstWordIsAcronym ? reason : reason.charAt(0).toLowerCase() + reason.slice(1);
}

/** The one line every exam screen shows about saving. */
export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return Texts.allChangesSaved;
    case 'saving':
      return Texts.savingChanges;
    case 'offline':
      return fillText(Texts.offlineChangesWaiting, { changes: countText(status.pending, 'change', 'changes') });
    case 'error':
      return fillText(Texts.notSaved, { reason: refusalReason(status.message) });
  }
}
