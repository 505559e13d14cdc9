import { z } from 'zod';
import { discriminatorError, imageRefField, strictObject, textField } from './fields';
import { storableText } from '../storable-text';

/** Writing task 1 data sources (spec 2, chart and diagram renderer), chosen by type. */
export const CHART_TYPES = [
  'bar_chart',
  'horizontal_bar_chart',
  'line_chart',
  'multi_line_chart',
  'pie_chart',
  'multi_pie_chart',
  'table',
  'map',
  'plan',
  'process_diagram',
  'combination',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** Badge labels of the writing screen; any other question_type is shown as it is. */
export const WRITING_QUESTION_TYPE_LABELS: Record<string, string> = {
  bar_chart: 'Bar Chart',
  horizontal_bar_chart: 'Horizontal Bar Chart',
  line_chart: 'Line Graph',
  multi_line_chart: 'Multiple Line Graph',
  pie_chart: 'Pie Chart',
  multi_pie_chart: 'Multiple Pie Charts',
  table: 'Table',
  map: 'Map',
  plan: 'Plan',
  process_diagram: 'Process Diagram',
  combination: 'Combination Chart',
  argumentative_essay: 'Argumentative Essay',
  discussion_essay: 'Discussion Essay',
  problem_solution_essay: 'Problem-Solution Essay',
  advantages_disadvantages_essay: 'Advantages-Disadvantages Essay',
  opinion_essay: 'Opinion Essay',
};

const chartBase = {
  title: textField('title'),
  x_axis: textField('x_axis').optional(),
  y_axis: textField('y_axis').optional(),
};

/** One series: a year or a category, and its data map of category → value. */
export const ChartSeriesSchema = strictObject({
  year: z.union([z.number().int(), textField('year')]).optional(),
  category: textField('category').optional(),
  data: z
    .record(storableText().min(1, 'A data key must not be empty'), z.number({ error: 'Chart values are numbers' }))
    .refine((data) => Object.keys(data).length > 0, 'A series needs at least one value'),
}).refine((s) => s.year !== undefined || s.category !== undefined, 'A series needs a "year" or a "category"');

const seriesList = z.array(ChartSeriesSchema).min(1, 'Give at least one series');

export const SeriesChartSchema = strictObject({
  type: z.enum(['bar_chart', 'horizontal_bar_chart', 'line_chart', 'multi_line_chart']),
  ...chartBase,
  series: seriesList,
});

/** A pie has one series; multi pie two or more. Slices are shares, so never negative. */
export const PieChartSchema = strictObject({
  type: z.enum(['pie_chart', 'multi_pie_chart']),
  ...chartBase,
  series: seriesList,
}).superRefine((chart, ctx) => {
  if (chart.type === 'pie_chart' && chart.series.length !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['series'],
      message: 'A pie_chart has exactly one series (use multi_pie_chart for more)',
    });
  }
  if (chart.type === 'multi_pie_chart' && chart.series.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['series'], message: 'A multi_pie_chart has at least two series' });
  }
  chart.series.forEach((s, i) =>
    Object.entries(s.data).forEach(([key, value]) => {
      if (value < 0) ctx.addIssue({ code: 'custom', path: ['series', i, 'data', key], message: 'Pie values cannot be negative' });
    }),
  );
});

export const TableChartSchema = strictObject({
  type: z.literal('table'),
  ...chartBase,
  headers: z.array(textField('header')).min(1, 'Give at least one header'),
  rows: z
    .array(strictObject({ label: textField('label'), values: z.array(z.union([z.number(), storableText()])) }))
    .min(1, 'Give at least one row'),
}).superRefine((chart, ctx) =>
  chart.rows.forEach((row, i) => {
    if (row.values.length !== chart.headers.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows', i, 'values'],
        message: `This row has ${row.values.length} values but the table has ${chart.headers.length} headers`,
      });
    }
  }),
);

export const MapChartSchema = strictObject({
  type: z.enum(['map', 'plan']),
  ...chartBase,
  before_image: imageRefField.optional(),
  after_image: imageRefField.optional(),
  locations: z.array(strictObject({ name: textField('name'), description: textField('description') })).optional(),
});

export const ProcessDiagramSchema = strictObject({
  type: z.literal('process_diagram'),
  ...chartBase,
  steps: z
    .array(
      strictObject({
        id: z.union([z.number().int(), textField('id')]),
        title: textField('title'),
        description: textField('description').optional(),
        image: imageRefField.optional(),
      }),
    )
    .min(2, 'A process has at least two steps'),
  connections: z
    .array(
      strictObject({
        from: z.union([z.number().int(), storableText()]),
        to: z.union([z.number().int(), storableText()]),
        label: textField('label').optional(),
      }),
    )
    .optional(),
}).superRefine((chart, ctx) => {
  const ids = new Set(chart.steps.map((s) => String(s.id)));
  if (ids.size !== chart.steps.length) ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Step ids must be unique' });
  chart.connections?.forEach((c, i) =>
    (['from', 'to'] as const).forEach((end) => {
      if (!ids.has(String(c[end]))) {
        ctx.addIssue({ code: 'custom', path: ['connections', i, end], message: `No step has id ${JSON.stringify(c[end])}` });
      }
    }),
  );
});

/** Every chart but combination: a combination holds these, never another combination. */
export const SingleChartSchema = z.discriminatedUnion(
  'type',
  [SeriesChartSchema, PieChartSchema, TableChartSchema, MapChartSchema, ProcessDiagramSchema],
  {
    error: discriminatorError(
      'type',
      'chart type here',
      CHART_TYPES.filter((t) => t !== 'combination'),
    ),
  },
);

export const CombinationChartSchema = strictObject({
  type: z.literal('combination'),
  ...chartBase,
  charts: z.array(strictObject({ data: SingleChartSchema })).min(2, 'A combination has at least two charts'),
});

export const ChartSchema = z.discriminatedUnion('type', [SingleChartSchema, CombinationChartSchema], {
  error: discriminatorError('type', 'chart type', CHART_TYPES),
});

export type ChartSeries = z.infer<typeof ChartSeriesSchema>;
export type SeriesChart = z.infer<typeof SeriesChartSchema>;
export type PieChart = z.infer<typeof PieChartSchema>;
export type TableChart = z.infer<typeof TableChartSchema>;
export type MapChart = z.infer<typeof MapChartSchema>;
export type ProcessDiagram = z.infer<typeof ProcessDiagramSchema>;
export type SingleChart = z.infer<typeof SingleChartSchema>;
export type CombinationChart = z.infer<typeof CombinationChartSchema>;
export type Chart = z.infer<typeof ChartSchema>;
