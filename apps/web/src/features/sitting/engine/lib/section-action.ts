import { ExamErrorCodes, Texts, type ExamErrorCode, type SectionAck } from '@cdi/contracts';

/** A section start or finish the server refused (or that could not reach it); the message says why. */
export class SectionRefusedError extends Error {
  override readonly name = 'SectionRefusedError';

  constructor(
    readonly code: ExamErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The snapshot-bearing ack, or a SectionRefusedError with the server's reason. */
export function acceptedOrThrow(ack: SectionAck): Extract<SectionAck, { ok: true }> {
  if (ack.ok) return ack;
  throw new SectionRefusedError(ack.code, ack.message || ExamErrorCodes[ack.code]);
}

/**
 * Why a section action failed, for the candidate. 'unavailable' means no answer came (offline, or the
 * server busy); unlike answers, section actions are not retried by the engine, so ask for another try.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (!(error instanceof SectionRefusedError)) return fallback;
  return error.code === 'unavailable' ? Texts.examNotReachable : error.message;
}
