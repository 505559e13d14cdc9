import { placementProblem, questionsOverlap } from './slot-placement';

const listening2 = { id: 'l2', section: 'listening' as const, part: 2, questionRange: '11-20' };
const reading3 = { id: 'r3', section: 'reading' as const, part: 3, questionRange: '27-40' };
const writing1 = { id: 'w1', section: 'writing' as const, part: 1, questionRange: null };

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
  it('refuses a passage authored with question numbers another passage of the section already has', () => {
    const otherPassage3 = { id: 'r3b', section: 'reading' as const, part: 3, questionRange: '27-40' };
    const passage1 = { id: 'r1', section: 'reading' as const, part: 1, questionRange: '1-13' };
    expect(placementProblem(otherPassage3, { section: 'reading', number: 1 }, ['r3'], [{ slot: 3, part: reading3 }])).toBe(
      'Its questions 27-40 share numbers with the part already in Reading Passage 3 (27-40): the answers to both would be mixed up. Choose a part with other question numbers.',
    );
    expect(placementProblem(passage1, { section: 'reading', number: 1 }, ['r3'], [{ slot: 3, part: reading3 }])).toBeNull();
    // Replacing the slot's own part is no clash.
    expect(placementProblem(otherPassage3, { section: 'reading', number: 3 }, [], [{ slot: 3, part: reading3 }])).toBeNull();
  });
});

describe('questionsOverlap', () => {
  it('is true when two ranges share a number, false otherwise or when either is unknown', () => {
    expect(questionsOverlap('1-13', '13-26')).toBe(true);
    expect(questionsOverlap('27-40', '1-40')).toBe(true);
    expect(questionsOverlap('1-13', '14-26')).toBe(false);
    expect(questionsOverlap(null, '1-13')).toBe(false);
    expect(questionsOverlap('1-13', 'not a range')).toBe(false);
  });
});
