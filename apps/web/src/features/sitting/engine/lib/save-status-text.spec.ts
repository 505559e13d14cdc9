import { ExamErrorCodes } from '@cdi/contracts';
import { refusalReason, saveStatusText } from './save-status-text';

describe('save status text', () => {
  it('says saved, saving, or how many changes wait offline', () => {
    expect(saveStatusText({ kind: 'saved' })).toBe('All changes saved');
    expect(saveStatusText({ kind: 'saving', pending: 2 })).toBe('Saving…');
    expect(saveStatusText({ kind: 'offline', pending: 1 })).toBe('Offline: 1 change waiting');
    expect(saveStatusText({ kind: 'offline', pending: 3 })).toBe('Offline: 3 changes waiting');
  });

  it('gives the reason once, whether or not the refusal already says "Not saved"', () => {
    expect(saveStatusText({ kind: 'error', message: ExamErrorCodes.sectionClosed, refused: 1 })).toBe(
      'Not saved: section closed',
    );
    expect(saveStatusText({ kind: 'error', message: ExamErrorCodes.takenOver, refused: 0 })).toBe(
      'Not saved: the exam was opened in another window',
    );
    expect(saveStatusText({ kind: 'error', message: ExamErrorCodes.paused, refused: 1 })).toBe('Not saved: the exam is paused');
    expect(saveStatusText({ kind: 'error', message: ExamErrorCodes.invalidCharacter, refused: 1 })).toBe(
      'Not saved: the text contains a character that cannot be saved',
    );
  });

  it('keeps acronyms and never leaves the reason empty', () => {
    expect(refusalReason('IELTS server unavailable')).toBe('IELTS server unavailable');
    expect(refusalReason('')).toBe('something went wrong');
    expect(refusalReason('Not saved: ')).toBe('something went wrong');
  });
});
