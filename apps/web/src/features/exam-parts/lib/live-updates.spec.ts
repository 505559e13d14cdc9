import { finishedPatch, patchPart, patchPartInList, progressPatch } from './live-updates';
import { examPart } from './exam-part.fixture';

const pending = examPart({ id: 'p1', processing_status: 'pending', status: 'pending' });
const other = examPart({ id: 'p2' });

describe('live updates from the /ops socket', () => {
  it('moves a part to the reported stage', () => {
    const patch = progressPatch({ queue: 'q', jobId: 'j', examPartId: 'p1', stage: 'validating', percent: 30 });
    expect(patchPart(pending, patch).stage).toBe('validating');
  });

  it('sets both status fields when a job ends, with its problems when it failed', () => {
    const errors = [{ file: 'part.json', path: 'questionGroups[0].type', message: 'Unknown question type' }];
    const failed = patchPart(pending, finishedPatch({ queue: 'q', jobId: 'j', examPartId: 'p1', status: 'failed', errors }));
    expect([failed.processing_status, failed.status, failed.errors]).toEqual(['failed', 'failed', errors]);
    const done = patchPart(pending, finishedPatch({ queue: 'q', jobId: 'j', examPartId: 'p1', status: 'completed' }));
    expect([done.processing_status, done.errors]).toEqual(['completed', []]);
  });

  it('patches only the matching part of a list', () => {
    const list = [pending, other];
    const next = patchPartInList(list, 'p1', { stage: 'audio' });
    expect(next[0]!.stage).toBe('audio');
    expect(next[1]).toBe(other);
  });

  it('keeps the same list when the part is absent or unchanged, so nothing re-renders', () => {
    const list = [pending, other];
    expect(patchPartInList(list, 'nope', { stage: 'audio' })).toBe(list);
    expect(patchPartInList(list, 'p2', { status: 'completed' })).toBe(list);
  });
});
