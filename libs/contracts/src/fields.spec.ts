import { LoginRequestSchema } from './auth';
import { normaliseLoginId } from './fields';
import { Texts } from './texts';

describe('login ids', () => {
  it('normalise by lower-casing ASCII letters only', () => {
    expect(normaliseLoginId('CAN0001')).toBe('can0001');
    expect(normaliseLoginId('Demo.Centre_1-a')).toBe('demo.centre_1-a');
    // JavaScript's toLowerCase would turn İ into i + a combining dot, which Postgres' lower() need not do.
    expect(normaliseLoginId('KİOSK')).toBe('kİosk');
  });

  it('are ASCII at sign-in: anything else is refused on the login id field', () => {
    expect(LoginRequestSchema.safeParse({ candidate_id: ' CAN0001 ', password: 'x' })).toMatchObject({
      success: true,
      data: { candidate_id: 'CAN0001' },
    });
    for (const lookAlike of ['kİosk', 'ﬁle', 'СAN0001', 'Straße']) {
      const parsed = LoginRequestSchema.safeParse({ candidate_id: lookAlike, password: 'x' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['candidate_id'], message: Texts.loginIdFormat });
    }
  });
});
