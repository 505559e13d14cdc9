import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_HOT_ADDRESS_DELAY_STEP,
  LOGIN_HOT_ADDRESS_FIRST_DELAY_MS,
  LOGIN_HOT_ADDRESS_MAX_DELAY_MS,
} from '@cdi/contracts';
import { hotAddressDelayMs } from './login-throttle';

describe('hotAddressDelayMs', () => {
  it('answers wrong passwords at once up to the address ceiling', () => {
    expect(hotAddressDelayMs(0)).toBe(0);
    expect(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS)).toBe(0);
  });

  it('waits the first delay past the ceiling and doubles it every step of failures', () => {
    expect(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS + 1)).toBe(LOGIN_HOT_ADDRESS_FIRST_DELAY_MS);
    expect(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS + LOGIN_HOT_ADDRESS_DELAY_STEP)).toBe(LOGIN_HOT_ADDRESS_FIRST_DELAY_MS);
    expect(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS + LOGIN_HOT_ADDRESS_DELAY_STEP + 1)).toBe(
      2 * LOGIN_HOT_ADDRESS_FIRST_DELAY_MS,
    );
    expect(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS + 2 * LOGIN_HOT_ADDRESS_DELAY_STEP + 1)).toBe(
      4 * LOGIN_HOT_ADDRESS_FIRST_DELAY_MS,
    );
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(hotAddressDelayMs(LOGIN_FAILURES_PER_ADDRESS * 100)).toBe(LOGIN_HOT_ADDRESS_MAX_DELAY_MS);
    expect(hotAddressDelayMs(Number.MAX_SAFE_INTEGER)).toBe(LOGIN_HOT_ADDRESS_MAX_DELAY_MS);
  });
});
