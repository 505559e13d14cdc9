import {
  ACADEMIC_READING_BANDS,
  GENERAL_TRAINING_READING_BANDS,
  LISTENING_BANDS,
  academicReadingBand,
  agreedCriteria,
  criterionGap,
  fourSkillOverallBand,
  generalTrainingReadingBand,
  isValidCriterionBand,
  listeningBand,
  nearerMark,
  needsThirdMarker,
  overallBand,
  rawToBand,
  roundToHalfBand,
  roundedTaskBand,
  validateBandTable,
  writingBand,
  writingTaskBand,
  type BandTable,
} from './bands';

// The published ranges, written out as [band, lowest raw, highest raw], independently of the tables.
const LISTENING: [number, number, number][] = [
  [9, 39, 40],
  [8.5, 37, 38],
  [8, 35, 36],
  [7.5, 32, 34],
  [7, 30, 31],
  [6.5, 26, 29],
  [6, 23, 25],
  [5.5, 18, 22],
  [5, 16, 17],
  [4.5, 13, 15],
  [4, 10, 12],
  [3.5, 8, 9],
  [3, 6, 7],
  [2.5, 4, 5],
  [2, 2, 3],
  [1, 1, 1],
  [0, 0, 0],
];
const ACADEMIC: [number, number, number][] = [
  [9, 39, 40],
  [8.5, 37, 38],
  [8, 35, 36],
  [7.5, 33, 34],
  [7, 30, 32],
  [6.5, 27, 29],
  [6, 23, 26],
  [5.5, 19, 22],
  [5, 15, 18],
  [4.5, 13, 14],
  [4, 10, 12],
  [3.5, 8, 9],
  [3, 6, 7],
  [2.5, 4, 5],
  [2, 2, 3],
  [1, 1, 1],
  [0, 0, 0],
];
const GENERAL: [number, number, number][] = [
  [9, 40, 40],
  [8.5, 39, 39],
  [8, 37, 38],
  [7.5, 36, 36],
  [7, 34, 35],
  [6.5, 32, 33],
  [6, 30, 31],
  [5.5, 27, 29],
  [5, 23, 26],
  [4.5, 19, 22],
  [4, 15, 18],
  [3.5, 12, 14],
  [3, 9, 11],
  [2.5, 6, 8],
  [2, 2, 5],
  [1, 1, 1],
  [0, 0, 0],
];

/** Both ends of every range. */
const boundaries = (ranges: [number, number, number][]) =>
  ranges.flatMap(([band, low, high]) =>
    low === high
      ? [[low, band]]
      : [
          [low, band],
          [high, band],
        ],
  );
/** Every raw score 0-40 with its band. */
const everyScore = (ranges: [number, number, number][]) =>
  ranges.flatMap(([band, low, high]) => Array.from({ length: high - low + 1 }, (_, i) => [low + i, band]));

describe.each([
  ['listening', LISTENING, LISTENING_BANDS, listeningBand],
  ['academic reading', ACADEMIC, ACADEMIC_READING_BANDS, academicReadingBand],
  ['general training reading', GENERAL, GENERAL_TRAINING_READING_BANDS, generalTrainingReadingBand],
] as const)('%s bands', (_name, ranges, table, band) => {
  it.each(boundaries(ranges))('raw %i (a range boundary) is band %d', (raw, expected) => {
    expect(rawToBand(table, raw as number)).toBe(expected);
    expect(band(raw as number)).toBe(expected);
  });

  it('gives every raw score 0-40 its published band', () => {
    expect(Array.from({ length: 41 }, (_, raw) => [raw, rawToBand(table, raw)])).toEqual(
      everyScore(ranges).sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
  });

  it('is a sound table', () => expect(validateBandTable(table)).toEqual([]));
});

describe('rawToBand', () => {
  it('differs between listening and academic reading where the tables do (32 correct)', () => {
    expect(listeningBand(32)).toBe(7.5);
    expect(academicReadingBand(32)).toBe(7);
    expect(generalTrainingReadingBand(32)).toBe(6.5);
  });

  it.each([
    // raw, max, raw out of 40, listening band
    [20, 40, 20, 5.5],
    [10, 20, 20, 5.5],
    [20, 30, 27, 6.5],
    [15, 16, 38, 8.5],
    [13, 16, 33, 7.5],
    [1, 80, 1, 1],
    [1, 81, 0, 0],
    [3, 8, 15, 4.5],
    [30, 30, 40, 9],
    [0, 13, 0, 0],
  ])('%i of %i counts as %i of 40: band %d', (raw, max, _scaled, band) => {
    expect(rawToBand(LISTENING_BANDS, raw, max)).toBe(band);
  });

  it.each([-1, 41, 2.5, Number.NaN])('rejects raw %p out of 40', (raw) => {
    expect(() => listeningBand(raw)).toThrow(RangeError);
    expect(() => academicReadingBand(raw)).toThrow(RangeError);
    expect(() => generalTrainingReadingBand(raw)).toThrow(RangeError);
  });

  it.each([
    [11, 10],
    [1, 0],
    [1, 1.5],
    [1, -4],
  ])('rejects raw %p out of %p', (raw, max) => expect(() => rawToBand(LISTENING_BANDS, raw, max)).toThrow(RangeError));
});

describe('validateBandTable', () => {
  const ok: BandTable = [
    [30, 7],
    [20, 5.5],
    [0, 0],
  ];
  it.each([
    ['a sound table', ok, []],
    ['an empty table', [], ['A band table needs at least one row']],
    ['a table of one row at 0', [[0, 0]], []],
    [
      'raw not falling',
      [
        [30, 7],
        [30, 6],
        [0, 0],
      ],
      ["Row 2: raw 30 must be below the row above's 30"],
    ],
    [
      'raw rising',
      [
        [20, 7],
        [30, 6],
        [0, 0],
      ],
      ["Row 2: raw 30 must be below the row above's 20"],
    ],
    [
      'a band rising for fewer marks',
      [
        [30, 6],
        [20, 6.5],
        [0, 0],
      ],
      ["Row 2: band 6.5 is above the row above's 6, for fewer marks"],
    ],
    [
      'a band that is not a half',
      [
        [30, 6.25],
        [0, 0],
      ],
      ['Row 1: band 6.25 is not from 0 to 9 in halves'],
    ],
    [
      'a band above 9',
      [
        [30, 9.5],
        [0, 0],
      ],
      ['Row 1: band 9.5 is not from 0 to 9 in halves'],
    ],
    [
      'a negative band',
      [
        [30, 1],
        [0, -1],
      ],
      ['Row 2: band -1 is not from 0 to 9 in halves'],
    ],
    [
      'a raw score over 40',
      [
        [41, 9],
        [0, 0],
      ],
      ['Row 1: the lowest raw score 41 is not a whole number from 0 to 40'],
    ],
    [
      'a fractional raw score',
      [
        [20.5, 5],
        [0, 0],
      ],
      ['Row 1: the lowest raw score 20.5 is not a whole number from 0 to 40'],
    ],
    [
      'no row at 0',
      [
        [30, 7],
        [10, 4],
      ],
      ['The last row must start at raw score 0, so every score has a band'],
    ],
    [
      'a row that is not a pair',
      [[30, 7, 1], [0]],
      ['Row 1 is not [lowest raw score, band]', 'Row 2 is not [lowest raw score, band]'],
    ],
  ] as const)('%s', (_name, rows, problems) => expect(validateBandTable(rows)).toEqual(problems));
});

describe('roundToHalfBand', () => {
  it.each([
    // numerator, denominator, value, band
    [25, 4, 6.25, 6.5],
    [49, 8, 6.125, 6],
    [31, 8, 3.875, 4],
    [27, 4, 6.75, 7],
    [67, 10, 6.7, 6.5],
    [6, 1, 6, 6],
    [13, 2, 6.5, 6.5],
    [51, 8, 6.375, 6.5],
    [53, 8, 6.625, 6.5],
    [55, 8, 6.875, 7],
    [99, 16, 6.1875, 6],
    [101, 16, 6.3125, 6.5],
    [149, 24, 6.208, 6],
    [151, 24, 6.292, 6.5],
    [0, 5, 0, 0],
    [9, 1, 9, 9],
    [35, 4, 8.75, 9],
    [1, 4, 0.25, 0.5],
    [1, 3, 0.333, 0.5],
    [1, 5, 0.2, 0],
  ])('%i/%i (%d) → %d', (n, d, _value, band) => expect(roundToHalfBand(n, d)).toBe(band));

  it.each([
    [1.5, 2],
    [1, 0],
    [1, -2],
    [-1, 2],
    [1, 2.5],
  ])('rejects %p/%p', (n, d) => expect(() => roundToHalfBand(n, d)).toThrow(RangeError));
});

describe('roundedTaskBand', () => {
  it.each([
    [5.625, 5.5], // 5, 5, 6, 6.5
    [5.875, 6], // 5.5, 6, 6, 6
    [6.25, 6.5], // a quarter rounds up
    [6.75, 7],
    [6.125, 6],
    [6.375, 6.5],
    [6.1875, 6], // agreed criteria in quarters
    [6.3125, 6.5],
    [7, 7],
    [6.5, 6.5],
    [0, 0],
    [9, 9],
  ])('%d → %d', (band, rounded) => expect(roundedTaskBand(band)).toBe(rounded));

  it('is the mean of four criteria rounded, as writingTaskBand gives it', () => {
    expect(roundedTaskBand(writingTaskBand({ ta: 5, cc: 5, lr: 6, gra: 6.5 }))).toBe(5.5);
  });

  it.each([[6.1], [-0.5], [9.5], [Number.NaN]])('rejects %p', (band) => expect(() => roundedTaskBand(band)).toThrow(RangeError));
});

describe('overallBand', () => {
  it.each([
    [[6.5, 6.5, 5.5, 6.5], 6.5], // 6.25
    [[6.5, 6.5, 6.5, 5], 6], // 6.125
    [[4, 3.5, 4, 4], 4], // 3.875
    [[7, 7, 6.5, 6.5], 7], // 6.75
    [[6, 6, 6, 6], 6],
    [[6.5, 6, 6, 6], 6], // 6.125
    [[6.5, 6.5, 6, 6], 6.5], // 6.25
    [[7, 6.5, 6.5, 6.5], 6.5], // 6.625
    [[7, 7, 7, 6.5], 7], // 6.875
    [[9, 9, 9, 9], 9],
    [[0, 0, 0, 0], 0],
    [[5.5, 6, 6], 6], // 5.833
    [[7], 7],
  ])('%j → %d', (bands, band) => expect(overallBand(bands)).toBe(band));

  it.each([[[]], [[6.25, 6, 6, 6]], [[10, 6, 6, 6]], [[-0.5, 6, 6, 6]]])('rejects %j', (bands) =>
    expect(() => overallBand(bands)).toThrow(RangeError),
  );
});

describe('fourSkillOverallBand', () => {
  const four = (listening: number, reading: number, writing: number, speaking: number) => ({
    listening,
    reading,
    writing,
    speaking,
  });
  it.each([
    // L, R, W, S: the mean, IELTS's overall
    [four(6.5, 6.5, 6, 6), 6.25, 6.5], // a quarter rounds up to the next half band
    [four(7, 7, 6.5, 6.5), 6.75, 7], // three quarters round up to the next whole band
    [four(6.5, 6, 6, 6), 6.125, 6], // an eighth above rounds down
    [four(6.5, 6.5, 6.5, 6), 6.375, 6.5],
    [four(7, 6.5, 6.5, 6.5), 6.625, 6.5],
    [four(7, 7, 7, 6.5), 6.875, 7],
    [four(6, 6, 6, 6), 6, 6],
    [four(6.5, 6.5, 6.5, 6.5), 6.5, 6.5],
    [four(5.5, 6, 6, 6), 5.875, 6],
    [four(6, 5.5, 6, 5.5), 5.75, 6],
    [four(5.5, 5.5, 5, 5), 5.25, 5.5],
    [four(0.5, 0, 0, 0), 0.125, 0],
    [four(0.5, 0.5, 0, 0), 0.25, 0.5],
    [four(9, 9, 9, 8.5), 8.875, 9],
    [four(9, 9, 9, 9), 9, 9],
    [four(0, 0, 0, 0), 0, 0],
    // the order of the skills does not matter
    [four(6, 6, 6.5, 6.5), 6.25, 6.5],
    [four(6, 6.5, 6, 6.5), 6.25, 6.5],
  ])('%j (mean %d) → %d', (bands, mean, overall) => {
    expect((bands.listening + bands.reading + bands.writing + bands.speaking) / 4).toBe(mean);
    expect(fourSkillOverallBand(bands)).toBe(overall);
  });

  it('rounds every quarter and three-quarter boundary from 0 to 9 the same way', () => {
    // Four half bands sum to a whole number of halves, h: their mean is h eighths of a band, and its
    // nearest half band (a quarter rounding up) is floor((h + 2) / 4) halves. Each h from 0 to 72,
    // spread over the four skills as evenly as it goes.
    for (let h = 0; h <= 72; h += 1) {
      const [listening, reading, writing, speaking] = [0, 1, 2, 3].map((i) => Math.floor((h + i) / 4) / 2) as [
        number,
        number,
        number,
        number,
      ];
      expect(fourSkillOverallBand({ listening, reading, writing, speaking })).toBe(Math.floor((h + 2) / 4) / 2);
    }
  });

  it.each([four(6.25, 6, 6, 6), four(6, 6, 6, 9.5), four(6, 6, 6, -0.5), four(6, 6, 6, Number.NaN), four(6, 6, 6, 0.1 + 0.2)])(
    'refuses %j',
    (bands) => expect(() => fourSkillOverallBand(bands)).toThrow(RangeError),
  );
});

describe('writing', () => {
  const criteria = (ta: number, cc: number, lr: number, gra: number) => ({ ta, cc, lr, gra });

  it.each([
    [criteria(6, 6, 6, 6), 6],
    [criteria(6.5, 6, 6, 6), 6.125],
    [criteria(6.5, 6.5, 6, 6), 6.25],
    [criteria(7, 6.5, 6.5, 6), 6.5],
    [criteria(7, 6.5, 6.5, 6.5), 6.625],
    [criteria(7, 7, 6.5, 6.5), 6.75],
    [criteria(7, 7, 7, 6.5), 6.875],
    [criteria(9, 9, 9, 9), 9],
    [criteria(0, 0, 0, 0), 0],
    [criteria(6.25, 6, 6, 6), 6.0625],
  ])('the task band of %j is exactly %d', (c, band) => expect(writingTaskBand(c)).toBe(band));

  it.each([criteria(6.1, 6, 6, 6), criteria(9.5, 9, 9, 9), criteria(-1, 6, 6, 6)])('refuses criteria %j', (c) =>
    expect(() => writingTaskBand(c)).toThrow(RangeError),
  );

  it.each([
    // task 1, task 2, (T1 + 2 T2) / 3, band
    [6, 6, 6, 6],
    [6, 7, 6.667, 6.5],
    [7, 6, 6.333, 6.5],
    [5, 6, 5.667, 5.5],
    [6, 6.5, 6.333, 6.5],
    [6.5, 6, 6.167, 6],
    [6.125, 6.25, 6.208, 6],
    [6.375, 6.25, 6.292, 6.5],
    [5.5, 7, 6.5, 6.5],
    [4.75, 6.875, 6.167, 6],
    [6.25, 6.875, 6.667, 6.5],
    [7.25, 6.875, 7, 7],
    [9, 9, 9, 9],
    [0, 0, 0, 0],
    [6.0625, 6, 6.021, 6],
  ])('task 1 %d and task 2 %d (%d) → %d', (t1, t2, _mean, band) => expect(writingBand(t1, t2)).toBe(band));

  it.each([
    [6.1, 6],
    [6, 9.5],
    [6.03125, 6],
  ])('refuses task bands %p and %p', (t1, t2) => expect(() => writingBand(t1, t2)).toThrow(RangeError));

  it.each([
    [criteria(6, 6, 6, 6), criteria(6, 6, 6, 6), 0, false],
    [criteria(6, 6, 6, 6), criteria(7, 6, 6, 6), 1, false],
    [criteria(6, 6, 6, 6), criteria(6, 6, 6, 7.5), 1.5, true],
    [criteria(7.5, 6, 6, 6), criteria(6, 6, 6, 6), 1.5, true],
    [criteria(5, 6, 7, 8), criteria(6, 5, 8, 7), 1, false],
    [criteria(5, 6, 7, 8), criteria(6, 5, 8, 5), 3, true],
    [criteria(6.5, 6, 6, 6), criteria(5.5, 6, 6, 6), 1, false],
  ])('markers %j and %j differ by %d at most: third marker %p', (a, b, gap, third) => {
    expect(criterionGap(a, b)).toBe(gap);
    expect(needsThirdMarker(a, b)).toBe(third);
    expect(needsThirdMarker(b, a)).toBe(third);
  });

  it('calls a third marker past the centre’s tolerance rather than one band', () => {
    const a = criteria(5, 6, 6, 6);
    const b = criteria(6.5, 6, 6, 6);
    expect([needsThirdMarker(a, b, 0.5), needsThirdMarker(a, b, 1), needsThirdMarker(a, b, 1.5)]).toEqual([true, true, false]);
  });

  it('finds the first mark nearer a senior’s by the total gap, the first on a tie', () => {
    expect(nearerMark(criteria(6, 6, 6, 6), criteria(5, 5, 5, 5), criteria(7, 6.5, 6, 6))).toBe(1);
    expect(nearerMark(criteria(6, 6, 6, 6), criteria(5, 6, 6, 6), criteria(7, 6, 6, 6))).toBe(0);
  });

  it.each([
    [criteria(6, 6, 6, 6), criteria(6, 6, 6, 6), criteria(6, 6, 6, 6)],
    [criteria(6, 6.5, 7, 5), criteria(6.5, 6.5, 6, 6), criteria(6.25, 6.5, 6.5, 5.5)],
    [criteria(9, 0, 4.5, 8), criteria(8, 1, 5, 7.5), criteria(8.5, 0.5, 4.75, 7.75)],
  ])('agreed criteria of %j and %j are %j', (a, b, agreed) => {
    expect(agreedCriteria(a, b)).toEqual(agreed);
    expect(agreedCriteria(b, a)).toEqual(agreed);
  });

  it('takes agreed criteria in quarters to a task band', () => {
    const agreed = agreedCriteria(criteria(6, 6.5, 7, 5), criteria(6.5, 6.5, 6, 6));
    expect(writingTaskBand(agreed)).toBe(6.1875);
  });
});

describe('isValidCriterionBand', () => {
  it.each([
    [0, true],
    [0.5, true],
    [6, true],
    [6.5, true],
    [9, true],
    [9.5, false],
    [10, false],
    [-0.5, false],
    [6.25, false],
    [6.1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%p: %p', (band, valid) => expect(isValidCriterionBand(band)).toBe(valid));
});
