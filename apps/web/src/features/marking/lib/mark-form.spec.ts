import { MARKING_COMMENT_MAX_LENGTH, MarkingTexts, type TaskMark } from '@cdi/contracts';
import { canEditMark, initialForm, markRequest } from './mark-form';

const mark = (over: Partial<TaskMark> = {}): TaskMark => ({
  marker_id: 'm1',
  marker_name: 'Examiner One',
  criteria: { ta: 6, cc: null, lr: 7, gra: 6.5 },
  comment: 'Clear overview.',
  status: 'draft',
  updated_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

describe('mark form', () => {
  it('starts from the examiner’s own mark, else empty', () => {
    expect(initialForm({ my_mark: mark() })).toEqual({
      criteria: { ta: 6, cc: null, lr: 7, gra: 6.5 },
      comment: 'Clear overview.',
    });
    expect(initialForm({ my_mark: null })).toEqual({ criteria: { ta: null, cc: null, lr: null, gra: null }, comment: '' });
  });

  it('saves a draft with bands missing', () => {
    const check = markRequest({ criteria: { ta: 6, cc: null, lr: null, gra: null }, comment: '' }, 'draft');
    expect(check).toEqual({
      ok: true,
      body: { criteria: { ta: 6, cc: null, lr: null, gra: null }, comment: '', status: 'draft' },
    });
  });

  it('refuses to submit until every criterion has a band', () => {
    const check = markRequest({ criteria: { ta: 6, cc: 6, lr: 6, gra: null }, comment: '' }, 'submitted');
    expect(check).toEqual({ ok: false, field: 'criteria', message: MarkingTexts.bandRequired });
    const full = markRequest({ criteria: { ta: 6, cc: 6, lr: 6, gra: 5.5 }, comment: 'Good.' }, 'submitted');
    expect(full.ok).toBe(true);
  });

  it('names the comment when it is too long', () => {
    const check = markRequest(
      { criteria: { ta: 6, cc: 6, lr: 6, gra: 6 }, comment: 'x'.repeat(MARKING_COMMENT_MAX_LENGTH + 1) },
      'draft',
    );
    expect(check).toMatchObject({ ok: false, field: 'comment' });
  });

  it('locks a submitted mark and a task settled without the examiner', () => {
    expect(canEditMark({ my_mark: null, status: 'to_mark' })).toBe(true);
    expect(canEditMark({ my_mark: mark(), status: 'draft' })).toBe(true);
    expect(canEditMark({ my_mark: mark({ status: 'submitted' }), status: 'needs_second' })).toBe(false);
    expect(canEditMark({ my_mark: null, status: 'marked' })).toBe(false);
    expect(canEditMark({ my_mark: null, status: 'needs_third' })).toBe(true);
  });
});
