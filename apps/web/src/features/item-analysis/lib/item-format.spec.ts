import type { ItemStatistic } from '@cdi/contracts';
import { facilityBars, itemsBySection, questionLabel, statisticText } from './item-format';

const item = (over: Partial<ItemStatistic>): ItemStatistic => ({
  section: 'reading',
  question: '1',
  numbers: [1],
  kind: 'text',
  sittings: 4,
  blank: 0,
  facility: 0.5,
  discrimination: 0.25,
  point_biserial: 0.3,
  options: [],
  wrong_answers: [],
  key: ['x'],
  accepted_by_centre: [],
  flags: [],
  ...over,
});

describe('item analysis formatting', () => {
  it('writes statistics to two decimals and a dash for none', () => {
    expect(statisticText(0.5)).toBe('0.50');
    expect(statisticText(-0.125)).toBe('-0.13');
    expect(statisticText(null)).toBe('—');
  });

  it('labels a choose-two by its range', () => {
    expect(questionLabel({ question: '4', numbers: [4, 5] })).toBe('4-5');
    expect(questionLabel({ question: '7', numbers: [7] })).toBe('7');
  });

  it('groups by section, Listening first, and keeps only flagged items when asked', () => {
    const items = [item({ question: '2' }), item({ section: 'listening', question: '1', flags: ['too_easy'] })];
    expect(itemsBySection(items, false).map((g) => [g.section, g.items.length])).toEqual([
      ['listening', 1],
      ['reading', 1],
    ]);
    expect(itemsBySection(items, true).map((g) => g.section)).toEqual(['listening']);
    expect(itemsBySection([], false)).toEqual([]);
  });

  it('gives one bar per question with sittings, in percent, flagged or not', () => {
    expect(
      facilityBars([item({ question: '3', numbers: [3, 4], facility: 0.375, flags: ['too_hard'] }), item({ sittings: 0 })]),
    ).toEqual([{ label: '3-4', facility: 38, flagged: true }]);
  });
});
