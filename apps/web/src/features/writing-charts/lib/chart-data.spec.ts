import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHART_PALETTE_SIZE, CHART_TYPES, WritingTaskSchema, type ChartSeries } from '@cdi/contracts';
import {
  CHART_HEIGHT,
  CHART_PALETTE,
  LINE_DASHES,
  combinationColumns,
  describeChartType,
  formatNumber,
  formatTableValue,
  horizontalBarHeight,
  isKnownChartType,
  paletteColour,
  pieHeading,
  pieLabelText,
  pieLegendText,
  pieRadius,
  piePercent,
  pieSlices,
  pieTotal,
  readChart,
  rowValue,
  seriesKeys,
  seriesLabel,
  seriesRows,
  showsPieLabel,
  valueAxis,
} from './chart-data';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('palette', () => {
  it('has the 8 colours of the spec, all different, cycling after the eighth', () => {
    expect(CHART_PALETTE).toHaveLength(CHART_PALETTE_SIZE);
    expect(new Set(CHART_PALETTE).size).toBe(CHART_PALETTE_SIZE);
    expect(paletteColour(0)).toBe(CHART_PALETTE[0]);
    expect(paletteColour(8)).toBe(CHART_PALETTE[0]);
    expect(paletteColour(11)).toBe(CHART_PALETTE[3]);
    expect(new Set(LINE_DASHES).size).toBe(LINE_DASHES.length);
  });

  it('keeps 3:1 against white, the light page, a dark surface and black (light, dark and high-contrast modes)', () => {
    for (const colour of CHART_PALETTE) {
      for (const background of ['#ffffff', '#eef1f5', '#121212', '#000000']) {
        expect(contrast(colour, background)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('reading a chart', () => {
  const bar = { type: 'bar_chart', title: 'Sales', series: [{ year: 2020, data: { A: 1 } }] };

  it('accepts every chart the schema accepts', () => {
    const reading = readChart(bar);
    expect(reading.kind).toBe('chart');
    if (reading.kind === 'chart') expect(reading.chart.type).toBe('bar_chart');
  });

  it('knows exactly the schema types', () => {
    for (const type of CHART_TYPES) expect(isKnownChartType(type)).toBe(true);
    expect(isKnownChartType('radar_chart')).toBe(false);
    expect(isKnownChartType('toString')).toBe(false);
    expect(isKnownChartType(undefined)).toBe(false);
  });

  it('calls any type the schema does not know unsupported, naming it', () => {
    expect(readChart({ ...bar, type: 'radar_chart' })).toEqual({ kind: 'unsupported', type: 'radar_chart' });
    expect(readChart({ title: 'No type' })).toEqual({ kind: 'unsupported', type: 'none' });
    expect(readChart({ type: 7 })).toEqual({ kind: 'unsupported', type: '7' });
    expect(readChart(null)).toEqual({ kind: 'unsupported', type: 'none' });
    expect(readChart('bar_chart')).toEqual({ kind: 'unsupported', type: 'none' });
    expect(describeChartType({ type: '' })).toBe('none');
  });

  it('tells malformed data of a known type apart, with the title and what is wrong', () => {
    const reading = readChart({ type: 'pie_chart', title: ' Energy ', series: [{ year: 2020, data: { Coal: 'lots' } }] });
    expect(reading.kind).toBe('invalid');
    if (reading.kind !== 'invalid') return;
    expect(reading.type).toBe('pie_chart');
    expect(reading.title).toBe('Energy');
    expect(reading.issues.join('\n')).toContain('series.0.data.Coal');
    expect(readChart({ type: 'table' })).toMatchObject({ kind: 'invalid', type: 'table', title: undefined });
  });

  it('reads the sample test’s task 1 chart', () => {
    const file = path.resolve(__dirname, '../../../../../../content/sample-test/writing/task-1.json');
    const task = WritingTaskSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const reading = readChart(task.chart);
    expect(reading.kind).toBe('chart');
    if (reading.kind !== 'chart' || reading.chart.type !== 'multi_line_chart') throw new Error('not a line chart');
    expect(seriesKeys(reading.chart.series)).toEqual(['Car', 'Bus', 'Train', 'Bicycle']);
    expect(seriesRows(reading.chart.series).map((r) => r.label)).toEqual([
      '1990',
      '1995',
      '2000',
      '2005',
      '2010',
      '2015',
      '2020',
    ]);
  });
});

describe('series → recharts rows', () => {
  const series: ChartSeries[] = [
    { year: 2010, data: { Car: 54, Bus: 17 } },
    { year: 2020, data: { Bus: 15, Train: 23 } },
    { category: 'Target', data: { Car: 30 } },
  ];

  it('labels each row by year, else category', () => {
    expect(seriesLabel({ year: 2010 })).toBe('2010');
    expect(seriesLabel({ year: '2010-11' })).toBe('2010-11');
    expect(seriesLabel({ category: 'Men' })).toBe('Men');
    expect(seriesLabel({ year: 0, category: 'ignored' })).toBe('0');
  });

  it('makes one row per series and one key per data key, in order of first appearance', () => {
    expect(seriesKeys(series)).toEqual(['Car', 'Bus', 'Train']);
    expect(seriesRows(series)).toEqual([
      { label: '2010', values: { Car: 54, Bus: 17 } },
      { label: '2020', values: { Bus: 15, Train: 23 } },
      { label: 'Target', values: { Car: 30 } },
    ]);
  });

  it('reads a value by key, null where a series lacks it', () => {
    const rows = seriesRows(series);
    expect(rows.map(rowValue('Car'))).toEqual([54, null, 30]);
    expect(rows.map(rowValue('Train'))).toEqual([null, 23, null]);
  });

  it('reads keys that look like paths or row fields, or are inherited names, as plain keys', () => {
    const rows = seriesRows([{ year: 2000, data: { 'U.K.': 3, label: 4, values: 5, 'a[0]': 6 } }]);
    expect(rowValue('U.K.')(rows[0]!)).toBe(3);
    expect(rowValue('label')(rows[0]!)).toBe(4);
    expect(rowValue('values')(rows[0]!)).toBe(5);
    expect(rowValue('a[0]')(rows[0]!)).toBe(6);
    expect(rowValue('toString')(rows[0]!)).toBeNull();
    expect(rows[0]!.label).toBe('2000');
  });

  it('runs the value axis from zero to a round number above the top value, in round steps', () => {
    const axis = (...values: number[]) =>
      valueAxis(seriesRows([{ year: 2000, data: Object.fromEntries(values.map((v, i) => [`k${i}`, v])) }]));
    expect(axis(1200, 2600, 900)).toEqual({ domain: [0, 3000], ticks: [0, 500, 1000, 1500, 2000, 2500, 3000] });
    expect(axis(58, 63, 6).domain).toEqual([0, 70]);
    expect(axis(95, 3).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axis(0.3, 0.12).ticks).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
    expect(axis(-3, 5)).toEqual({ domain: [-4, 6], ticks: [-4, -2, 0, 2, 4, 6] });
    expect(axis(0, 0)).toEqual({ domain: [0, 1], ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
    expect(axis(100).domain).toEqual([0, 100]);
  });

  it('gives a horizontal bar chart room for every bar', () => {
    expect(horizontalBarHeight(2, 1)).toBe(CHART_HEIGHT);
    expect(horizontalBarHeight(10, 4)).toBeGreaterThan(10 * 4 * 10);
    expect(horizontalBarHeight(10, 4)).toBeGreaterThan(horizontalBarHeight(10, 2));
  });
});

describe('pie', () => {
  const series = { year: 2020, data: { Coal: 47.5, Gas: 40, Oil: 7.5, Solar: 5 } };
  const slices = pieSlices(series);
  const total = pieTotal(slices);

  it('makes one slice per category, coloured from the palette in order', () => {
    expect(slices).toEqual([
      { name: 'Coal', value: 47.5, fill: CHART_PALETTE[0] },
      { name: 'Gas', value: 40, fill: CHART_PALETTE[1] },
      { name: 'Oil', value: 7.5, fill: CHART_PALETTE[2] },
      { name: 'Solar', value: 5, fill: CHART_PALETTE[3] },
    ]);
    expect(total).toBe(100);
  });

  it('labels a slice with its share to one decimal only when it is over 5 percent', () => {
    expect(pieLabelText(47.5, total)).toBe('47.5%');
    expect(pieLabelText(40, total)).toBe('40.0%');
    expect(pieLabelText(7.5, total)).toBe('7.5%');
    expect(pieLabelText(5, total)).toBeNull();
    expect(showsPieLabel(5, 100)).toBe(false);
    expect(showsPieLabel(5.01, 100)).toBe(true);
    expect(pieLabelText(1, 3)).toBe('33.3%');
    expect(pieLabelText(2, 3)).toBe('66.7%');
    expect(pieLabelText(1, 21)).toBeNull(); // 4.76 %
    expect(pieLabelText(1, 19)).toBe('5.3%');
  });

  it('works on shares, not on 100: a pie of counts is labelled by percentage', () => {
    expect(pieLabelText(300, 1200)).toBe('25.0%');
    expect(piePercent(300, 1200)).toBe(25);
  });

  it('leaves room beside the pie for its labels', () => {
    expect(pieRadius(700, 260)).toBe(102);
    expect(pieRadius(220, 260)).toBe(50);
    expect(pieRadius(120, 260)).toBe(36);
  });

  it('labels nothing on an empty pie', () => {
    expect(piePercent(0, 0)).toBe(0);
    expect(pieLabelText(0, 0)).toBeNull();
  });

  it('has legend entries "category: value" with locale separators, and a heading from year or category', () => {
    expect(pieLegendText('Coal', 47.5, 'en-GB')).toBe('Coal: 47.5');
    expect(pieLegendText('Households', 1250000, 'en-GB')).toBe('Households: 1,250,000');
    expect(pieHeading(series)).toBe('2020');
    expect(pieHeading({ category: 'Women' })).toBe('Women');
  });
});

describe('table numbers', () => {
  it('formats numbers with the locale’s separators and keeps text as written', () => {
    expect(formatTableValue(1234567, 'en-GB')).toBe('1,234,567');
    expect(formatTableValue(1234.5, 'en-GB')).toBe('1,234.5');
    expect(formatTableValue(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatTableValue(0.125, 'en-GB')).toBe('0.125');
    expect(formatTableValue(-42, 'en-GB')).toBe('-42');
    expect(formatTableValue('2020', 'en-GB')).toBe('2020');
    expect(formatTableValue('n/a', 'en-GB')).toBe('n/a');
  });

  it('keeps an author’s decimals rather than rounding them to three', () => {
    expect(formatNumber(12.3456, 'en-GB')).toBe('12.3456');
  });
});

describe('combination', () => {
  it('uses 2, 3 or 4 columns by the number of charts, otherwise 1', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(combinationColumns)).toEqual([1, 1, 2, 3, 4, 1, 1, 1]);
  });
});
