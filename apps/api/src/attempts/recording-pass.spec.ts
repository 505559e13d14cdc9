import type { ApiEnv } from '../config/api-env';
import { RecordingPass } from './recording-pass';

const passOf = (secret: string) => new RecordingPass({ APP_SECRET: secret } as ApiEnv);

describe('RecordingPass', () => {
  const pass = passOf('a'.repeat(40));
  const attempt = '0b9e4a3c-7a52-4f5e-9f0e-1d2c3b4a5f60';
  const other = '5f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

  it('admits the pass issued for the attempt, and only for it', () => {
    expect(pass.admits(attempt, pass.issue(attempt))).toBe(true);
    expect(pass.admits(other, pass.issue(attempt))).toBe(false);
  });

  it('refuses a missing, altered or foreign pass', () => {
    const issued = pass.issue(attempt);
    expect(pass.admits(attempt, undefined)).toBe(false);
    expect(pass.admits(attempt, '')).toBe(false);
    expect(pass.admits(attempt, `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(pass.admits(attempt, `${issued}x`)).toBe(false);
    // Issued under another APP_SECRET (another deployment): not this one's.
    expect(pass.admits(attempt, passOf('b'.repeat(40)).issue(attempt))).toBe(false);
  });
});
