import { mergeTestOptions } from './test-options';

const script = (assignment_id: string, test_title: string) => ({ assignment_id, test_title });

describe('test filter options', () => {
  it('gathers each test once, by title', () => {
    const options = mergeTestOptions([], [script('b', 'Mock B'), script('a', 'Mock A'), script('b', 'Mock B')]);
    expect(options).toEqual([
      { value: 'a', label: 'Mock A' },
      { value: 'b', label: 'Mock B' },
    ]);
  });

  it('keeps the tests already seen when a filtered list holds fewer', () => {
    const known = mergeTestOptions([], [script('a', 'Mock A'), script('b', 'Mock B')]);
    expect(mergeTestOptions(known, [script('a', 'Mock A')])).toBe(known);
    expect(mergeTestOptions(known, [script('c', 'Mock C')]).map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });
});
