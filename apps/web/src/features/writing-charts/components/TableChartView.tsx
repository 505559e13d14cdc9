import { ContentTexts, type TableChart } from '@cdi/contracts';
import { memo, useId } from 'react';
import { formatTableValue } from '../lib/chart-data';
import { ChartFrame } from './ChartFrame';

/** A table: 'Category' then the headers; a row per label; numbers with locale separators; rows shaded in turn. */
export const TableChartView = memo(function TableChartView({ chart }: { chart: TableChart }) {
  const titleId = useId();
  return (
    <ChartFrame title={chart.title} captions={chart}>
      {/* A wide table scrolls inside the pane; the region can take focus so the keyboard can scroll it. */}
      <div className="chart-table__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className="chart-table">
          <caption id={titleId} className="sr-only">
            {chart.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{ContentTexts.tableCategoryHeader}</th>
              {chart.headers.map((header, i) => (
                <th key={i} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, c) => (
                  <td key={c} className={typeof value === 'number' ? 'chart-table__number' : undefined}>
                    {formatTableValue(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFrame>
  );
});
