import { fillText, ResultTexts, type BandTablesResponse, type ReadingModule } from '@cdi/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useBandTables, useSaveBandTables } from '../hooks/use-results';
import { fromDraft, toDraft, type BandRowDraft } from '../lib/band-table-draft';

const MODULES: { value: ReadingModule; label: string }[] = [
  { value: 'academic', label: ResultTexts.readingModules.academic },
  { value: 'general_training', label: ResultTexts.readingModules.general_training },
];

interface TableEditorProps {
  id: string;
  title: string;
  rows: BandRowDraft[];
  onChange: (rows: BandRowDraft[]) => void;
}

/** One raw-score-to-band table as rows of inputs: [lowest raw score, band], highest first. */
function TableEditor({ id, title, rows, onChange }: TableEditorProps) {
  // After adding or removing a row, the keyboard carries on in the row now at that place.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${id}-raw-${focusRow.current}`)?.focus();
    focusRow.current = null;
  });
  const set = (index: number, field: keyof BandRowDraft, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    focusRow.current = Math.min(index + 1, rows.length - 1);
  };
  const add = () => {
    onChange([...rows, { minRaw: '', band: '' }]);
    focusRow.current = rows.length + 1;
  };
  return (
    <fieldset className="band-table-editor">
      <legend className="band-table-editor__title">{title}</legend>
      <div className="table-wrap table-wrap--scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{ResultTexts.minRaw}</th>
              <th scope="col">{ResultTexts.band}</th>
              <th scope="col" className="table__cell--end">
                <span className="sr-only">{ResultTexts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                // The rows have no identity of their own but their place.
                <tr key={index}>
                  <td>
                    <input
                      id={`${id}-raw-${n}`}
                      className="field__input band-table-editor__input"
                      inputMode="numeric"
                      aria-label={`${title} ${n}: ${ResultTexts.minRaw}`}
                      value={row.minRaw}
                      onChange={(e) => set(index, 'minRaw', e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      id={`${id}-band-${n}`}
                      className="field__input band-table-editor__input"
                      inputMode="decimal"
                      aria-label={`${title} ${n}: ${ResultTexts.band}`}
                      value={row.band}
                      onChange={(e) => set(index, 'band', e.target.value)}
                    />
                  </td>
                  <td className="table__cell--end">
                    <Button
                      size="small"
                      variant="ghost"
                      className="button--ghost-danger"
                      aria-label={`${title}: ${fillText(ResultTexts.removeRow, { n })}`}
                      icon={<Icon name="trash" size={16} />}
                      disabled={rows.length <= 1}
                      onClick={() => remove(index)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button size="small" icon={<Icon name="plus" size={16} />} aria-label={`${title}: ${ResultTexts.addRow}`} onClick={add}>
        {ResultTexts.addRow}
      </Button>
    </fieldset>
  );
}

function BandTablesForm({ testId, saved, onClose }: { testId: string; saved: BandTablesResponse; onClose: () => void }) {
  const [module, setModule] = useState<ReadingModule>(saved.tables.reading_module);
  const [listening, setListening] = useState(() => toDraft(saved.tables.listening));
  const [reading, setReading] = useState(() => toDraft(saved.tables.reading));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveBandTables(testId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const l = fromDraft(ResultTexts.listening, listening);
    if (!l.ok) return setProblem(l.problem);
    const r = fromDraft(ResultTexts.reading, reading);
    if (!r.ok) return setProblem(r.problem);
    setProblem(null);
    save.mutate(
      { reading_module: module, listening: l.rows, reading: r.rows },
      {
        onSuccess: () => {
          notify(ResultTexts.bandTablesSaved);
          onClose();
        },
        // Nothing typed is lost: the form keeps its rows and says what the server refused.
        onError: (error) => setProblem(errorMessage(error, ResultTexts.failedToSaveBandTables)),
      },
    );
  };

  return (
    <form className="form band-tables" onSubmit={submit} noValidate>
      <p className="muted">{saved.is_default ? ResultTexts.usingDefaultTables : ResultTexts.usingCustomTables}</p>
      <p className="muted">{ResultTexts.bandTablesScope}</p>
      <SelectField
        id="band-tables-module"
        label={ResultTexts.readingModule}
        options={MODULES}
        value={module}
        onChange={(e) => setModule(e.target.value as ReadingModule)}
      />
      <div className="band-tables__grid">
        <TableEditor id="band-listening" title={ResultTexts.listening} rows={listening} onChange={setListening} />
        <TableEditor id="band-reading" title={ResultTexts.reading} rows={reading} onChange={setReading} />
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>{ResultTexts.cancel}</Button>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {ResultTexts.save}
        </Button>
      </DialogActions>
    </form>
  );
}

/** 'Band tables': the raw-score-to-band tables the test is marked with, and which Reading module applies. */
export function BandTablesDialog({ testId, onClose }: { testId: string; onClose: () => void }) {
  const tables = useBandTables(testId);
  return (
    <Dialog title={ResultTexts.bandTables} onClose={onClose} size="wide">
      {tables.isPending && <Spinner label={ResultTexts.loading} />}
      {tables.isError && (
        <>
          <Notice tone="error">
            {errorMessage(tables.error, ResultTexts.failedToLoad)}{' '}
            <Button size="small" busy={tables.isFetching} onClick={() => void tables.refetch()}>
              {ResultTexts.tryAgain}
            </Button>
          </Notice>
          <DialogActions>
            <Button onClick={onClose}>{ResultTexts.close}</Button>
          </DialogActions>
        </>
      )}
      {tables.data && <BandTablesForm testId={testId} saved={tables.data} onClose={onClose} />}
    </Dialog>
  );
}
