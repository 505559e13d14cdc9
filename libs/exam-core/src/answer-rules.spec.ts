import {
  comparableAnswer,
  countAnswerWords,
  expandKey,
  matchesChoice,
  matchesKey,
  normalizeAnswer,
  numbersAsDigits,
  ordinalSuffix,
  withinAnswerLimit,
} from './answer-rules';

describe('normalizeAnswer', () => {
  it.each([
    ['  library ', 'library'],
    ['city   \t centre', 'city centre'],
    ['LiBrary', 'library'],
    ['"Library."', 'library'],
    ["o'clock", "o'clock"],
    ['well-known!', 'well-known'],
    ['o\u2019clock', "o'clock"],
    ['£50', '£50'],
    ['(the) park', 'the) park'],
    ['04/08', '04/08'],
  ])('%p → %p', (value, normalized) => expect(normalizeAnswer(value)).toBe(normalized));
});

describe('countAnswerWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['library', 1],
    ['the  city   library', 3],
    ['well-known', 1],
    ['a well-known fact', 3],
    ['twenty-one', 1],
    ['twenty one', 2],
    ['forty-year-old man', 2],
    ["o'clock", 1],
    ['27 Hill Road', 3],
    ['Hill - Road', 2],
    ['salt & pepper', 2],
    [' "the library." ', 2],
    ['1,500 people', 2],
  ])('%p has %i words', (answer, words) => expect(countAnswerWords(answer)).toBe(words));
});

describe('numbersAsDigits', () => {
  it.each([
    ['zero', '0'],
    ['one', '1'],
    ['four', '4'],
    ['nine', '9'],
    ['ten', '10'],
    ['twelve', '12'],
    ['nineteen', '19'],
    ['twenty', '20'],
    ['twenty-one', '21'],
    ['twenty one', '21'],
    ['forty-five', '45'],
    ['ninety-nine', '99'],
    ['first', '1st'],
    ['second', '2nd'],
    ['third', '3rd'],
    ['fourth', '4th'],
    ['eleventh', '11th'],
    ['twelfth', '12th'],
    ['thirteenth', '13th'],
    ['fourteenth', '14th'],
    ['twentieth', '20th'],
    ['twenty-first', '21st'],
    ['twenty-second', '22nd'],
    ['thirty-third', '33rd'],
    ['ninety-ninth', '99th'],
    ['hundred', 'hundred'],
    ['a hundred', '100'],
    ['one hundred', '100'],
    ['one hundredth', '100th'],
    ['a hundred and five', '105'],
    ['three hundred and twelve', '312'],
    ['three hundred twelve', '312'],
    ['two hundred and first', '201st'],
    ['twelve hundred', '1200'],
    ['a thousand', '1000'],
    ['two thousand', '2000'],
    ['two thousand and six', '2006'],
    ['two thousand five hundred', '2500'],
    ['one thousand two hundred and thirty-four', '1234'],
    ['a hundred thousand', '100000'],
    ['thousandth', 'thousandth'],
    ['two thousandth', '2000th'],
    ['1,000', '1000'],
    ['1,500 people', '1500 people'],
    ['1,000th', '1000th'],
    ['1,5', '1,5'],
    ['four people', '4 people'],
    ['the fourth floor', 'the 4th floor'],
    ['forty-year-old', '40-year-old'],
    ['twenty one-year-old', '21-year-old'],
    ['four five', '4 5'],
    ['twenty twenty', '20 20'],
    ['nineteen ninety', '19 90'],
    ['five and six', '5 and 6'],
    ['a hundred and fish', '100 and fish'],
    ['a dog', 'a dog'],
    ['first hundred', '1st hundred'],
    ['someone', 'someone'],
    ['no one', 'no 1'],
    ['14th', '14th'],
    ['04/08', '04/08'],
  ])('%p → %p', (text, digits) => expect(numbersAsDigits(text)).toBe(digits));
});

describe('ordinalSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [100, 'th'],
    [101, 'st'],
    [111, 'th'],
    [112, 'th'],
  ])('%i takes %p', (n, suffix) => expect(ordinalSuffix(n)).toBe(suffix));
});

describe('comparableAnswer', () => {
  it('normalizes before writing numbers in digits', () => expect(comparableAnswer('  The FOURTH Floor. ')).toBe('the 4th floor'));
});

describe('expandKey', () => {
  it.each([
    ['library', ['library']],
    ['colour / color', ['colour', 'color']],
    ['colour  /  color', ['colour', 'color']],
    ['colour/color', ['colour/color']],
    ['04/08', ['04/08']],
    ['km/h', ['km/h']],
    ['50 km/h / fifty km/h', ['50 km/h', 'fifty km/h']],
    ['(the) internet', ['internet', 'the internet']],
    ['the (big) dog', ['the dog', 'the big dog']],
    ['4(th) Aug(ust) / 04/08', ['4 Aug', '4th Aug', '4 August', '4th August', '04/08']],
    ['(a) (very) big', ['big', 'a big', 'very big', 'a very big']],
    ['(the (old)) station', ['station', 'the station', 'the old station']],
    ['colour / colour', ['colour']],
    ['(the) park / the park', ['park', 'the park']],
    ['a /  / b', ['a', 'b']],
    ['(the internet', ['(the internet']],
    ['the) internet', ['the) internet']],
  ])('%p → %j', (key, expansions) => expect(expandKey(key)).toEqual(expansions));

  it('never holds a repeat', () => {
    const expansions = expandKey('(a) (a) b / a b / b');
    expect(new Set(expansions).size).toBe(expansions.length);
  });
});

describe('matchesKey', () => {
  it.each([
    // case, spaces and surrounding punctuation
    ['Library', 'library', true],
    ['  the   library. ', 'the library', true],
    ['"library"', 'library', true],
    ['libary', 'library', false],
    ['librarys', 'library', false],
    // numbers in words and digits, either way
    ['four', '4', true],
    ['4', 'four', true],
    ['21', 'twenty-one', true],
    ['twenty-one', '21', true],
    ['twenty one', '21', true],
    ['14th', 'fourteenth', true],
    ['fourteenth', '14th', true],
    ['14', '14th', false],
    ['fourteen', '14th', false],
    ['14th', '14', false],
    ['Saturday fourteenth June', 'Saturday 14th June', true],
    ['one hundred and five', '105', true],
    ['1,000', 'a thousand', true],
    ['five', '4', false],
    // alternatives and optional words
    ['color', 'colour / color', true],
    ['colour', 'colour / color', true],
    ['color', 'colour', false],
    ['colour/color', 'colour / color', false],
    ['04/08', '4(th) Aug(ust) / 04/08', true],
    ['4th August', '4(th) Aug(ust) / 04/08', true],
    ['fourth August', '4(th) Aug(ust) / 04/08', true],
    ['4 aug', '4(th) Aug(ust) / 04/08', true],
    ['August', '4(th) Aug(ust) / 04/08', false],
    ['internet', '(the) internet', true],
    ['the internet', '(the) internet', true],
    ['an internet', '(the) internet', false],
    ['(the) internet', '(the) internet', false],
    ['50 km/h', '50 km/h', true],
    ['50 km', '50 km/h', false],
    // blank never matches
    ['', 'library', false],
    ['  ', '(the) library', false],
  ])('%p against %p: %p', (answer, key, matches) => expect(matchesKey(answer, key)).toBe(matches));
});

describe('matchesChoice', () => {
  it.each([
    ['TRUE', 'TRUE', true],
    ['true', 'TRUE', true],
    [' Not  Given ', 'NOT GIVEN', true],
    ['NG', 'NOT GIVEN', false],
    ['T', 'TRUE', false],
    ['F', 'FALSE', false],
    ['Y', 'YES', false],
    ['N', 'NO', false],
    ['not', 'NOT GIVEN', false],
    ['b', 'B', true],
    ['iv', 'iv', true],
    ['IV', 'iv', true],
    ['iv', 'v', false],
    ['', 'A', false],
  ])('%p names %p: %p', (answer, choice, matches) => expect(matchesChoice(answer, choice)).toBe(matches));
});

describe('withinAnswerLimit', () => {
  const words = (maxWords: number) => ({ kind: 'text', maxWords, allowsNumber: false }) as const;
  const wordsAndNumber = (maxWords: number) => ({ kind: 'text', maxWords, allowsNumber: true }) as const;
  it.each([
    ['library', words(1), true],
    ['the library', words(1), false],
    ['the library', words(2), true],
    ['well-known', words(1), true],
    ['twenty-one', words(1), true],
    ['twenty one', words(1), false],
    ['27', words(1), true],
    ['27 Hill', words(1), false],
    ['27 Hill', wordsAndNumber(1), true],
    ['27 Hill Road', wordsAndNumber(2), true],
    ['27 Hill Road', words(2), false],
    ['27 Hill Road', wordsAndNumber(1), false],
    ['twenty seven Hill Road', wordsAndNumber(2), true],
    ['twenty-seven Hill Road', wordsAndNumber(2), true],
    ['one hundred and five Hill Road', wordsAndNumber(2), true],
    ['14th June', wordsAndNumber(1), true],
    ['fourteenth June', wordsAndNumber(1), true],
    ['£50 a night', wordsAndNumber(2), true],
    ['7.30 in the evening', wordsAndNumber(2), false],
    ['7.30 evening', wordsAndNumber(1), true],
    ['27, Hill Road', wordsAndNumber(2), true],
    ['forty-year-old man', wordsAndNumber(1), false],
    ['forty-year-old man', words(2), true],
    ['Hill Road', wordsAndNumber(1), false],
    ['27 5 Road', wordsAndNumber(1), false],
    ['27 5 Road', wordsAndNumber(2), true],
    ['', words(1), true],
  ] as const)('%p within %j: %p', (answer, expects, within) => expect(withinAnswerLimit(answer, expects)).toBe(within));

  it('puts no word limit on option, letters or judgement answers', () => {
    const long = 'one two three four five';
    expect(withinAnswerLimit(long, { kind: 'option', keys: ['A'] })).toBe(true);
    expect(withinAnswerLimit(long, { kind: 'letters', keys: ['A', 'B'], count: 2 })).toBe(true);
    expect(withinAnswerLimit(long, { kind: 'judgement', choices: ['TRUE', 'FALSE'] })).toBe(true);
  });

  it('reads a missing allowsNumber as no number on top', () => {
    expect(withinAnswerLimit('27 Hill Road', { kind: 'text', maxWords: 2 })).toBe(false);
  });
});
