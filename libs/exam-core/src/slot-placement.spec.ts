import { placementProblem } from './slot-placement';

const listening2 = { id: 'l2', section: 'listening' as const, part: 2 };
const reading3 = { id: 'r3', section: 'reading' as const, part: 3 };
const writing1 = { id: 'w1', section: 'writing' as const, part: 1 };

describe('placementProblem', () => {
  it('puts a listening part only in the slot of its number', () => {
    expect(placementProblem(listening2, { section: 'listening', number: 2 }, [])).toBeNull();
    expect(placementProblem(listening2, { section: 'listening', number: 1 }, [])).toBe(
      'Listening Part 2 can only be placed in Part 2 slot',
    );
  });
  it('puts a writing task only in the slot of its number', () => {
    expect(placementProblem(writing1, { section: 'writing', number: 2 }, [])).toBe(
      'Writing Part 1 can only be placed in Part 1 slot',
    );
  });
  it('puts a reading passage in any reading slot', () => {
    expect(placementProblem(reading3, { section: 'reading', number: 1 }, [])).toBeNull();
  });
  it('refuses a part from another section', () => {
    expect(placementProblem(reading3, { section: 'listening', number: 3 }, [])).toBe(
      'Reading parts cannot be placed in Listening section',
    );
  });
  it('refuses a part already used in the test', () => {
    expect(placementProblem(reading3, { section: 'reading', number: 2 }, ['r3'])).toBe('This part is already used in the test');
  });
});
