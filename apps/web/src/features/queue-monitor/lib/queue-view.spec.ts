import type { QueueJob } from '@cdi/contracts';
import { failureText, formatRate, jobProgress, queueTitle } from './queue-view';

const job = (changes: Partial<QueueJob> = {}): QueueJob => ({
  id: 'j1',
  name: 'ingest',
  queue: 'ingest-exam-part',
  state: 'failed',
  progress: null,
  attempts_made: 3,
  attempts: 3,
  created_at: '2026-11-25T10:00:00.000Z',
  processed_at: null,
  finished_at: null,
  failed_reason: null,
  stacktrace: null,
  tenant_id: null,
  data: {},
  ...changes,
});

describe('queue view', () => {
  it('titles a queue from its name', () => {
    expect(queueTitle('ingest-exam-part')).toBe('Ingest exam part');
    expect(queueTitle('timers')).toBe('Timers');
  });

  it('formats throughput per minute', () => {
    expect(formatRate(0)).toBe('0');
    expect(formatRate(2.46)).toBe('2.5');
    expect(formatRate(120.4)).toBe('120');
  });

  it('takes the live progress when it is ahead of the poll', () => {
    expect(jobProgress(job({ progress: 25 }), { j1: 55 })).toBe(55);
    expect(jobProgress(job({ progress: 80 }), { j1: 55 })).toBe(80);
    expect(jobProgress(job({ progress: null }), {})).toBeNull();
    expect(jobProgress(job({ progress: null }), { j1: 5 })).toBe(5);
  });

  it('says why a job failed without repeating the stack line', () => {
    expect(failureText(job({ failed_reason: 'boom', stacktrace: 'Error: boom' }))).toBe('boom');
    expect(failureText(job({ failed_reason: 'boom', stacktrace: 'at x' }))).toBe('boom (at x)');
    expect(failureText(job({ failed_reason: null, stacktrace: 'Error: y' }))).toBe('Error: y');
  });
});
