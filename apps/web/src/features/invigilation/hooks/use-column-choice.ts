import { useCallback, useMemo, useState } from 'react';
import { readLocalChoice, writeLocalChoice } from '../../../shared/session/local-choice';
import { HIDDEN_COLUMNS_KEY, readHiddenColumns, writeHiddenColumns } from '../lib/column-choice';

/** The columns the invigilator has chosen to see, remembered in this browser. */
export function useColumnChoice<C extends { id: string; canHide: boolean }>(columns: readonly C[]) {
  const hideable = useMemo(() => columns.filter((column) => column.canHide).map((column) => column.id), [columns]);
  const [hidden, setHidden] = useState(() => readHiddenColumns(readLocalChoice(HIDDEN_COLUMNS_KEY), hideable));
  const toggle = useCallback(
    (id: string) => {
      if (!hideable.includes(id)) return;
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        writeLocalChoice(HIDDEN_COLUMNS_KEY, writeHiddenColumns(next));
        return next;
      });
    },
    [hideable],
  );
  const shown = useMemo(() => columns.filter((column) => !hidden.has(column.id)), [columns, hidden]);
  return { shown, hidden, toggle };
}
