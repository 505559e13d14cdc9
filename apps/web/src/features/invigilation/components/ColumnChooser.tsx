import { useEffect, useId, useRef, useState } from 'react';
import '../invigilation.css';

interface ColumnChooserProps {
  columns: readonly { id: string; header: string; canHide: boolean }[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * 'Columns': a menu of checkboxes, one per column; those that cannot be hidden are shown checked and
 * disabled. Escape or a click elsewhere closes it; Escape gives focus back to the button.
 */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="column-chooser"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Columns
      </button>
      <div id={menuId} className="column-chooser__menu" role="group" aria-label="Columns shown" hidden={!open}>
        {columns.map((column) => (
          <label key={column.id} className="column-chooser__item">
            <input
              type="checkbox"
              className="roster-check"
              checked={!hidden.has(column.id)}
              disabled={!column.canHide}
              onChange={() => onToggle(column.id)}
            />
            {column.header}
          </label>
        ))}
      </div>
    </div>
  );
}
