import { apiProcessCount } from './api-processes';

describe('apiProcessCount (API_PROCESSES)', () => {
  it('defaults to one process per core beyond the first, and at least one', () => {
    expect(apiProcessCount(undefined, 8)).toBe(7);
    expect(apiProcessCount('', 4)).toBe(3);
    expect(apiProcessCount(undefined, 2)).toBe(1);
    expect(apiProcessCount('  ', 1)).toBe(1);
  });

  it('takes an explicit count whatever the cores', () => {
    expect(apiProcessCount('2', 2)).toBe(2);
    expect(apiProcessCount(' 3 ', 16)).toBe(3);
    expect(apiProcessCount('1', 16)).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %p, naming the variable', (value) => {
    expect(() => apiProcessCount(value, 4)).toThrow(/^API_PROCESSES must be a whole number from 1 to 64/);
  });
});
