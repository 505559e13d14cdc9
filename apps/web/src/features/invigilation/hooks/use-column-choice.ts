import { useCallback, useMemo, useState } from 'react';
import { HIDDEN_COLUMNS_KEY, readHiddenColumns, writeHiddenColumns } from '../lib/column-choice';

function stored(): string | null {
  try {
    return window.localStorage.getItem(HIDDEN_COLUMNS_KEY);
  } catch {
    return null;
  }
}

/** The columns the invigilator has chosen to see, remembered in this browser. */
export function useColumnChoice<C extends { id: string; canHide: boolean }>(columns: readonly C[]) {
  const hideable = useMemo(() => columns.filter((column) => column.canHide).map((column) => column.id), [columns]);
  const [hidden, setHidden] = useState(() => readHiddenColumns(stored(), hideable));
  const toggle = useCallback(
    (id: string) => {
      if (!hideable.includes(id)) return;
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        try {
          window.localStorage.setItem(HIDDEN_COLUMNS_KEY, writeHiddenColumns(next));
        } catch {
          // Storage refused (private mode, full): the choice holds for this page only.
        }
        return next;
      });
    },
    [hideable],
  );
  const shown = useMemo(() => columns.filter((column) => !hidden.has(column.id)), [columns, hidden]);
  return { shown, hidden, toggle };
}
