import {
  acceptedAnswers,
  bandTableFor,
  defaultBandTables,
  scriptMarkingPolicy,
  scriptStatus,
  settleWritingTask,
  sittingOverall,
  sittingOverallBand,
  sittingStatus,
  writingSectionBand,
  writingSectionMarking,
} from './results';
import { ACADEMIC_READING_BANDS, GENERAL_TRAINING_READING_BANDS, LISTENING_BANDS } from './bands';
import type { MarkingPolicy } from '@cdi/contracts';

const all = (band: number) => ({ ta: band, cc: band, lr: band, gra: band });

describe('acceptedAnswers', () => {
  it.each([
    [{ accept: ['colour / color', 'hue'] }, ['colour / color', 'hue']],
    [{ letters: ['D', 'a'] }, ['A, D']],
    [undefined, []],
  ])('%j gives %j', (entry, expected) => expect(acceptedAnswers(entry)).toEqual(expected));
});

describe('band tables of a test', () => {
  it('starts from the published Listening table and the Reading table of its module', () => {
    expect(defaultBandTables('academic').reading).toEqual(ACADEMIC_READING_BANDS.map((row) => [...row]));
    expect(defaultBandTables('general_training').reading).toEqual(GENERAL_TRAINING_READING_BANDS.map((row) => [...row]));
    expect(defaultBandTables('general_training').listening).toEqual(LISTENING_BANDS.map((row) => [...row]));
  });

  it("uses a centre's own table when the test has one", () => {
    const custom = { listening: [[0, 0]] as [number, number][], reading: [[1, 1]] as [number, number][] };
    expect(bandTableFor('reading', 'academic', custom)).toEqual([[1, 1]]);
    expect(bandTableFor('listening', 'general_training', null)).toEqual(defaultBandTables('academic').listening);
  });
});

const ONCE: MarkingPolicy = { rule: 'single', tolerance: 1, final: 'senior' };
const TWICE: MarkingPolicy = { rule: 'second', tolerance: 1, final: 'senior' };

describe('settleWritingTask', () => {
  const base = { words: 200, submitted: [], hasDraft: false, policy: ONCE };

  it.each([
    ['nothing yet', { ...base }, 'to_mark', null],
    ['a draft only', { ...base, hasDraft: true }, 'draft', null],
    ['one mark, marked once', { ...base, submitted: [{ ta: 6, cc: 6, lr: 7, gra: 7 }] }, 'marked', 6.5],
    ['one mark of two', { ...base, policy: TWICE, submitted: [all(6)] }, 'needs_second', null],
    ['two marks within a band', { ...base, policy: TWICE, submitted: [all(6), { ta: 7, cc: 6, lr: 6, gra: 5 }] }, 'marked', 6],
    ['two marks over a band apart', { ...base, policy: TWICE, submitted: [all(5), { ...all(5), ta: 6.5 }] }, 'needs_third', null],
    ['a third mark after a gap', { ...base, policy: TWICE, submitted: [all(5), { ...all(5), ta: 6.5 }, all(7)] }, 'marked', 7],
    ['no words at all', { ...base, words: 0, policy: TWICE }, 'marked', 0],
  ] as const)('%s: %s', (_name, marking, status, band) => {
    const settled = settleWritingTask({ ...marking, submitted: [...marking.submitted] });
    expect([settled.status, settled.band]).toEqual([status, band]);
  });

  it('names the marks that settled it, whose comments are the feedback', () => {
    expect(settleWritingTask({ ...base, submitted: [all(6), all(8)] }).settledBy).toEqual([0]);
    expect(settleWritingTask({ ...base, policy: TWICE, submitted: [all(6), all(6.5)] }).settledBy).toEqual([0, 1]);
    expect(settleWritingTask({ ...base, policy: TWICE, submitted: [all(4), all(6), all(5)] }).settledBy).toEqual([2]);
    expect(settleWritingTask({ ...base, words: 0 }).settledBy).toEqual([]);
  });

  it('agrees two marks at their mean per criterion (quarter bands kept)', () => {
    const settled = settleWritingTask({ ...base, policy: TWICE, submitted: [all(6), { ta: 6.5, cc: 6.5, lr: 6, gra: 6 }] });
    expect(settled.criteria).toEqual({ ta: 6.25, cc: 6.25, lr: 6, gra: 6 });
    expect(settled.band).toBe(6.125);
  });
});

describe('scriptStatus', () => {
  const task = (status: 'to_mark' | 'draft' | 'needs_second' | 'needs_third' | 'marked') => ({
    status,
    criteria: null,
    band: null,
    settledBy: [],
  });
  it.each([
    [['marked', 'marked'], 'marked'],
    [['marked', 'needs_third'], 'needs_third'],
    [['draft', 'needs_second'], 'draft'],
    [['to_mark', 'marked'], 'to_mark'],
  ] as const)('%j is %s', (tasks, expected) => expect(scriptStatus(tasks.map(task))).toBe(expected));
});

describe('writingSectionBand', () => {
  it.each([
    [
      [
        { task: 1, band: 6.5 },
        { task: 2, band: 6.75 },
      ],
      6.5,
    ],
    [
      [
        { task: 1, band: 6 },
        { task: 2, band: 0 },
      ],
      2,
    ],
    [
      [
        { task: 1, band: 5 },
        { task: 2, band: 7 },
      ],
      6.5,
    ],
    [[{ task: 2, band: 6.125 }], 6],
    [[{ task: 1, band: 6.25 }], 6.5],
    [[{ task: 2, band: 6.1875 }], 6],
    [
      [
        { task: 1, band: 6 },
        { task: 2, band: null },
      ],
      null,
    ],
    [[], null],
  ] as const)('%j gives %s', (tasks, expected) => expect(writingSectionBand(tasks)).toBe(expected));
});

describe('settleWritingTask with a centre’s tolerance and final rule', () => {
  const twice = (tolerance: number, final: 'senior' | 'average') => ({
    words: 200,
    hasDraft: false,
    policy: { rule: 'second', tolerance, final } as const,
  });

  it('calls a senior examiner only past the tolerance', () => {
    const apart = [all(5), { ...all(5), ta: 6.5 }];
    expect(settleWritingTask({ ...twice(1, 'senior'), submitted: apart }).status).toBe('needs_third');
    expect(settleWritingTask({ ...twice(1.5, 'senior'), submitted: apart }).status).toBe('marked');
    expect(settleWritingTask({ ...twice(0.5, 'senior'), submitted: [all(5), { ...all(5), ta: 6 }] }).status).toBe('needs_third');
  });

  it('lets the senior’s mark stand, or averages it with the nearer first mark', () => {
    const marks = [all(5), all(7), all(6.5)];
    const senior = settleWritingTask({ ...twice(1, 'senior'), submitted: marks });
    expect([senior.criteria, senior.settledBy]).toEqual([all(6.5), [2]]);
    const average = settleWritingTask({ ...twice(1, 'average'), submitted: marks });
    expect([average.criteria, average.band, average.settledBy]).toEqual([all(6.75), 6.75, [1, 2]]);
    // Nearer by the total gap over the four criteria; the first mark on a tie.
    const tie = settleWritingTask({ ...twice(1, 'average'), submitted: [all(5), all(7), all(6)] });
    expect([tie.criteria, tie.settledBy]).toEqual([all(5.5), [0, 2]]);
  });
});

describe('scriptMarkingPolicy', () => {
  const settings = { second_marking: true, tolerance: 1.5, final_rule: 'average' } as const;

  it('keeps the policy a settled script was settled under, whatever the settings are now', () => {
    expect(scriptMarkingPolicy(ONCE, settings)).toEqual(ONCE);
    expect(scriptMarkingPolicy(TWICE, { ...settings, second_marking: false })).toEqual(TWICE);
  });

  it('follows the centre’s settings while the script waits', () => {
    expect(scriptMarkingPolicy(null, settings)).toEqual({ rule: 'second', tolerance: 1.5, final: 'average' });
    expect(scriptMarkingPolicy(null, { ...settings, second_marking: false }).rule).toBe('single');
  });
});

describe('writingSectionMarking', () => {
  it('waits for examiners until every task is settled, then bands the section', () => {
    const waiting = writingSectionMarking(
      [
        { task: 1, words: 160, submitted: [all(6)], hasDraft: false },
        { task: 2, words: 0, submitted: [], hasDraft: false },
      ],
      TWICE,
    );
    expect([waiting.status, waiting.band]).toEqual(['awaiting_marking', null]);
    const done = writingSectionMarking([{ task: 1, words: 160, submitted: [all(6)], hasDraft: false }], ONCE);
    expect([done.status, done.band]).toEqual(['marked', 6]);
  });
});

describe('sittingOverallBand', () => {
  it.each([
    [[8.5, 8.5, 6.5], 8],
    [[6, 6.5, 6], 6],
    [[6.5, 6.5, 6], 6.5],
    [[1, 1, 6.5], 3],
    [[7, 7, null], null],
    [[], null],
  ] as const)('%j gives %s', (bands, expected) => expect(sittingOverallBand(bands)).toBe(expected));
});

describe('sittingOverall', () => {
  const sat = (listening: number | null, reading: number | null, writing: number | null) => [
    { section: 'listening', band: listening },
    { section: 'reading', band: reading },
    { section: 'writing', band: writing },
  ];
  it.each([
    // sections, Speaking, overall
    [sat(6.5, 6.5, 6), 6, { band: 6.5, kind: 'four_skills' }], // 6.25
    [sat(6.5, 6.5, 6), null, { band: 6.5, kind: 'lrw_average' }], // 6.333
    [sat(6.5, 6, 6), 6, { band: 6, kind: 'four_skills' }], // 6.125
    [sat(6, 6, 6), 7, { band: 6.5, kind: 'four_skills' }], // 6.25; L/R/W alone would be 6
    [sat(7, 7, 6.5), 6.5, { band: 7, kind: 'four_skills' }], // 6.75
    [sat(7, 7, null), 6.5, { band: null, kind: 'four_skills' }], // Writing not marked yet
    [sat(7, 7, null), null, { band: null, kind: 'lrw_average' }],
    // a test without Writing keeps the mean of the sections sat, whatever Speaking says
    [sat(7, 7, 6.5).slice(0, 2), 5, { band: 7, kind: 'lrw_average' }],
  ] as const)('%j with Speaking %s is %j', (sections, speaking, overall) =>
    expect(sittingOverall(sections, speaking)).toEqual(overall),
  );
});

describe('sittingStatus', () => {
  const marked = { section: 'listening', status: 'marked' } as const;
  it.each([
    [null, [], false, 'not_started'],
    ['not_started', [], false, 'not_started'],
    ['in_progress', [marked], false, 'in_progress'],
    ['completed', [marked, { section: 'reading', status: 'pending' }], false, 'marking'],
    ['completed', [marked, { section: 'writing', status: 'awaiting_marking' }], false, 'awaiting_writing'],
    ['completed', [marked], false, 'ready'],
    ['completed', [marked], true, 'released'],
  ] as const)('%s with %j (released %s) is %s', (attempt, sections, released, expected) =>
    expect(sittingStatus(attempt, sections, released)).toBe(expected),
  );
});
