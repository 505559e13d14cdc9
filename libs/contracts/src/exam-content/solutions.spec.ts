import { parseSolution } from './problems';
import { keyAlternatives, keySyntaxProblems } from './solutions';

describe('keyAlternatives', () => {
  it.each([
    ['library', ['library']],
    ['colour / color', ['colour', 'color']],
    ['colour\t/\tcolor', ['colour', 'color']],
    ['a / b / c', ['a', 'b', 'c']],
    ['04/08', ['04/08']],
    ['km/h', ['km/h']],
    ['colour/ color', ['colour/ color']],
    ['colour /color', ['colour /color']],
    ['4(th) Aug(ust) / 04/08', ['4(th) Aug(ust)', '04/08']],
    ['a /  / b', ['a', '', 'b']],
    ['a / ', ['a', '']],
    ['a /', ['a /']],
  ])('%p → %j', (key, alternatives) => expect(keyAlternatives(key)).toEqual(alternatives));
});

describe('keySyntaxProblems', () => {
  it.each([
    ['library', []],
    ['(the) internet', []],
    ['4(th) Aug(ust) / 04/08', []],
    ['(the (old)) station', []],
    ['a /  / b', ['Alternative 2 of "a /  / b" is empty: write one answer between each " / "']],
    ['(the internet', ['"(the internet" has a "(" that is never closed']],
    ['the) internet', ['"the) internet" has a ")" without its "("']],
    ['(the)) internet', ['"(the)) internet" has a ")" without its "("']],
    ['the () internet', ['"the () internet" has empty parentheses']],
    ['the ( ) internet', ['"the ( ) internet" has empty parentheses']],
    ['(the)', ['"(the)" is optional throughout: leave some of it outside parentheses']],
    ['(a) (b)', ['"(a) (b)" is optional throughout: leave some of it outside parentheses']],
    ['park / (the', ['"(the" has a "(" that is never closed']],
    ['(a / b)', ['"(a" has a "(" that is never closed', '"b)" has a ")" without its "("']],
  ])('%p: %j', (key, problems) => expect(keySyntaxProblems(key)).toEqual(problems));
});

describe('accept strings at upload', () => {
  const solution = (accept: string[]) => ({ section: 'listening', part: 1, answers: { '3': { accept } } });

  it('takes alternatives and optional parts', () => {
    expect(parseSolution(solution(['4(th) Aug(ust) / 04/08', '(the) internet'])).success).toBe(true);
  });

  it('reports each bad accept string at its index', () => {
    const result = parseSolution(solution(['park', 'a /  / b', '(the park']));
    expect(result.success ? [] : result.problems).toEqual([
      { path: 'answers["3"].accept[1]', message: 'Alternative 2 of "a /  / b" is empty: write one answer between each " / "' },
      { path: 'answers["3"].accept[2]', message: '"(the park" has a "(" that is never closed' },
    ]);
  });
});
