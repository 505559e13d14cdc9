import type { ReactNode } from 'react';
import type { SortState } from './table-sort';

export interface Column<T, K extends string = string> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable under this key. */
  sortKey?: K;
  align?: 'start' | 'end';
  /** Shown in the header instead of the header text (say, a select-all checkbox); the header text stays its key. */
  headerCell?: ReactNode;
}

interface TableProps<T, K extends string> {
  caption: string;
  columns: Column<T, K>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Shown in a single row when there are no rows. */
  emptyText?: string;
  sort?: SortState<K>;
  onSort?: (key: K) => void;
  /** Scrolls the table body inside a box of limited height. */
  scroll?: boolean;
  hideCaption?: boolean;
  /** An extra class for a row, say to mark it chosen. */
  rowClassName?: (row: T) => string | undefined;
}

function SortButton<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: K;
  sort?: SortState<K>;
  onSort?: (key: K) => void;
}) {
  const active = sort?.key === sortKey;
  const arrow = !active ? '↕' : sort.direction === 'asc' ? '▲' : '▼';
  return (
    <button type="button" className="table__sort" onClick={() => onSort?.(sortKey)}>
      {label}
      <span className={active ? 'table__sort-arrow table__sort-arrow--active' : 'table__sort-arrow'} aria-hidden="true">
        {arrow}
      </span>
    </button>
  );
}

function ariaSort<K extends string>(sortKey: K | undefined, sort?: SortState<K>) {
  if (!sortKey || sort?.key !== sortKey) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export function Table<T, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  sort,
  onSort,
  scroll = false,
  hideCaption = false,
  rowClassName,
}: TableProps<T, K>) {
  return (
    <div
      className={scroll ? 'table-wrap table-wrap--scroll' : 'table-wrap'}
      tabIndex={scroll ? 0 : undefined}
      role={scroll ? 'region' : undefined}
      aria-label={scroll ? caption : undefined}
    >
      <table className="table">
        <caption className={hideCaption ? 'sr-only' : 'table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={ariaSort(column.sortKey, sort)}
                className={column.align === 'end' ? 'table__cell--end' : undefined}
              >
                {column.headerCell ??
                  (column.sortKey ? (
                    <SortButton label={column.header} sortKey={column.sortKey} sort={sort} onSort={onSort} />
                  ) : (
                    column.header
                  ))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.align === 'end' ? 'table__cell--end' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && emptyText && (
            <tr>
              <td colSpan={columns.length} className="table__empty">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
