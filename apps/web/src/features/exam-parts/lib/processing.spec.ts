import { hasUnfinished, ingestionSteps, isFinished } from './processing';

const states = (steps: ReturnType<typeof ingestionSteps>) => steps.map((s) => `${s.stage}:${s.state}`);

describe('ingestionSteps', () => {
  it('shows an accepted upload as received before any progress arrives', () => {
    expect(states(ingestionSteps(null, 'pending'))).toEqual([
      'received:current',
      'validating:waiting',
      'audio:waiting',
      'images:waiting',
      'stored:waiting',
    ]);
  });

  it('marks earlier stages done and the reported one current', () => {
    expect(states(ingestionSteps('audio', 'processing'))).toEqual([
      'received:done',
      'validating:done',
      'audio:current',
      'images:waiting',
      'stored:waiting',
    ]);
  });

  it('marks the stage a failure happened at', () => {
    expect(states(ingestionSteps('validating', 'failed'))).toEqual([
      'received:done',
      'validating:failed',
      'audio:waiting',
      'images:waiting',
      'stored:waiting',
    ]);
  });

  it('ticks every stage of a completed part, whatever stage was last seen', () => {
    expect(ingestionSteps('images', 'completed').every((s) => s.state === 'done')).toBe(true);
    expect(ingestionSteps('stored', 'processing').at(-1)!.state).toBe('done');
  });
});

describe('isFinished / hasUnfinished', () => {
  it('treats completed and failed as final', () => {
    expect(isFinished('completed')).toBe(true);
    expect(isFinished('failed')).toBe(true);
    expect(isFinished('pending')).toBe(false);
    expect(isFinished('processing')).toBe(false);
  });

  it('finds parts still being ingested', () => {
    expect(hasUnfinished([{ processing_status: 'completed' }, { processing_status: 'pending' }])).toBe(true);
    expect(hasUnfinished([{ processing_status: 'failed' }])).toBe(false);
    expect(hasUnfinished(undefined)).toBe(false);
  });
});
