import { SectionRefusedError, acceptedOrThrow, refusalMessage } from './section-action';

describe('section actions', () => {
  it('passes an accepted ack through and turns a refusal into an error with the reason', () => {
    const ok = { ok: true as const, snapshot: {} as never };
    expect(acceptedOrThrow(ok)).toBe(ok);
    expect(() => acceptedOrThrow({ ok: false, code: 'sectionLocked', message: '' })).toThrow(
      new SectionRefusedError('sectionLocked', 'Complete the earlier sections first'),
    );
  });

  it('asks for another try when the server could not be reached, else gives its reason', () => {
    expect(refusalMessage(new SectionRefusedError('unavailable', 'x'), 'fallback')).toBe(
      'The exam could not reach the server. Please check your connection and try again.',
    );
    expect(refusalMessage(new SectionRefusedError('sectionLocked', 'Complete the earlier sections first'), 'fallback')).toBe(
      'Complete the earlier sections first',
    );
    expect(refusalMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
