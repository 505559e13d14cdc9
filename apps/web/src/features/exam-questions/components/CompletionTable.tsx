import type { TableCell, TableCompletionGroup } from '@cdi/contracts';
import type { ReactNode } from 'react';

export interface CompletionTableProps {
  group: Pick<TableCompletionGroup, 'headers' | 'rows'>;
  /** Class of the scrolling wrapper and of the table: the candidate's screen and the preview differ. */
  className: { wrap: string; table: string };
  /** Draws a cell holding a gap; text cells are drawn as they are. */
  inputCell: (cell: Extract<TableCell, { type: 'input' }>) => ReactNode;
}

/** A table completion's table: header cells, text cells, and cells holding one gap each. */
export function CompletionTable({ group, className, inputCell }: CompletionTableProps) {
  return (
    <div className={className.wrap}>
      <table className={className.table}>
        <thead>
          <tr>
            {group.headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row, r) => (
            <tr key={r}>
              {row.cells.map((cell, c) => (
                <td key={c}>{cell.type === 'text' ? cell.content : inputCell(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
