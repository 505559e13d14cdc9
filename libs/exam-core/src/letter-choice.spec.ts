import { canonicalLetters } from './answers';
import { toggleLetter } from './letter-choice';

describe('toggleLetter', () => {
  it('adds a letter while below the maximum', () => {
    expect(toggleLetter([], 'A', 2)).toEqual(['A']);
    expect(toggleLetter(['A'], 'C', 2)).toEqual(['A', 'C']);
  });

  it('removes a letter that is already chosen', () => {
    expect(toggleLetter(['A', 'C'], 'A', 2)).toEqual(['C']);
    expect(toggleLetter(['C'], 'C', 2)).toEqual([]);
  });

  it('replaces the last chosen letter with the newest once the maximum is reached', () => {
    expect(toggleLetter(['D', 'A'], 'B', 2)).toEqual(['D', 'B']);
    expect(toggleLetter(['A', 'B', 'C'], 'E', 3)).toEqual(['A', 'B', 'E']);
  });

  it('never holds more than the maximum', () => {
    let chosen: string[] = [];
    for (const letter of ['A', 'B', 'C', 'D', 'E']) chosen = toggleLetter(chosen, letter, 2);
    expect(chosen).toEqual(['A', 'E']);
  });

  it('accepts a lower-case letter as its capital', () => {
    expect(toggleLetter(['A'], 'b', 2)).toEqual(['A', 'B']);
    expect(toggleLetter(['A', 'B'], 'a', 2)).toEqual(['B']);
  });

  it('acts as a single choice when the maximum is 1 (or less)', () => {
    expect(toggleLetter(['A'], 'B', 1)).toEqual(['B']);
    expect(toggleLetter(['A'], 'B', 0)).toEqual(['B']);
  });

  it('leaves the given list unchanged', () => {
    const current = ['A', 'C'];
    toggleLetter(current, 'B', 2);
    expect(current).toEqual(['A', 'C']);
  });

  it('stores in the canonical comma-and-space form whatever the choice order', () => {
    expect(canonicalLetters(toggleLetter(['D'], 'A', 2))).toBe('A, D');
  });
});
