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

  it('marks the stage a failure happened at, and the stages after it as not reached', () => {
    expect(states(ingestionSteps('validating', 'failed'))).toEqual([
      'received:done',
      'validating:failed',
      'audio:not-reached',
      'images:not-reached',
      'stored:not-reached',
    ]);
  });

  it('shows the audio and image stages of a part without them as skipped, not ticked', () => {
    const steps = ingestionSteps('stored', 'completed', { hasAudio: false, hasImages: false });
    expect(states(steps)).toEqual(['received:done', 'validating:done', 'audio:skipped', 'images:skipped', 'stored:done']);
    expect(steps.map((s) => s.label)).toEqual(['Received', 'Validating content', 'No audio', 'No images', 'Stored']);
    expect(states(ingestionSteps('audio', 'failed', { hasAudio: false, hasImages: true }))[2]).toBe('audio:failed');
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
