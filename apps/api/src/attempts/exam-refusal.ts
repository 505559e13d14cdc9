import { type ExamErrorCode, ExamErrorCodes, type ExamRefusal, findUnstorableText } from '@cdi/contracts';

/** A refused socket event, with the text the candidate sees. */
export class ExamRefusalError extends Error {
  constructor(readonly code: ExamErrorCode) {
    super(ExamErrorCodes[code]);
  }

  toAck(): ExamRefusal {
    return { ok: false, code: this.code, message: this.message };
  }
}

export const refuse = (code: ExamErrorCode) => new ExamRefusalError(code);

/** A payload its schema refuses. Text the database cannot store gets its own code: resending it cannot help. */
export const refuseInvalid = (body: unknown) => refuse(findUnstorableText(body) ? 'invalidCharacter' : 'invalid');
