import {
  ASSEMBLY_SHUFFLE_LEVELS,
  ASSEMBLY_STATUSES,
  type AssemblyStatus,
  ASSEMBLY_TEST_TYPES,
  type AssemblyShuffleLevel,
  type AssemblyTestType,
  AssemblyTexts,
  SHUFFLE_LEVEL_LABELS,
  TEST_TYPE_LABELS,
  type TestAssembly,
} from '@cdi/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useAssemblyParts, useSaveAssembly } from '../hooks/use-assemblies';
import {
  addComponent,
  EMPTY_FORM,
  formOf,
  formProblem,
  moveComponent,
  removeComponent,
  requestOf,
  type AssemblyForm,
} from '../lib/assembly-form';
import { partOptionLabel, slotLabel, STATUS_LABELS } from '../lib/labels';
import '../test-assemblies.css';

interface AssemblyDialogProps {
  /** The assembly to edit; a new one when left out. */
  assembly?: TestAssembly;
  onClose: () => void;
}

/** Create Assembly (or Edit Assembly): name, description, type, shuffle options, ordered components. */
export function AssemblyDialog({ assembly, onClose }: AssemblyDialogProps) {
  const id = useId();
  const [form, setForm] = useState<AssemblyForm>(() => (assembly ? formOf(assembly) : EMPTY_FORM));
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState('');
  const parts = useAssemblyParts();
  const save = useSaveAssembly(assembly?.id);
  const editing = assembly !== undefined;

  const set = <K extends keyof AssemblyForm>(key: K, value: AssemblyForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const byId = useMemo(() => new Map((parts.data ?? []).map((part) => [part.id, part])), [parts.data]);
  const used = new Set(form.components.map((c) => c.exam_upload_id));
  const available = (parts.data ?? []).filter((part) => part.processing_status === 'completed' && !used.has(part.id));
  const knownTitle = (partId: string) =>
    byId.get(partId)?.title ?? assembly?.components.find((c) => c.exam_upload_id === partId)?.title ?? partId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = formProblem(form);
    setProblem(missing);
    if (missing) return;
    save.mutate(requestOf(form), {
      onSuccess: () => {
        notify(editing ? AssemblyTexts.updated : AssemblyTexts.created);
        onClose();
      },
    });
  };

  const add = () => {
    const part = byId.get(picked);
    if (!part) return;
    set('components', addComponent(form.components, part));
    setPicked('');
  };

  return (
    <Dialog title={editing ? 'Edit Assembly' : 'Create Assembly'} onClose={onClose} size="wide">
      <form className="assembly-form" onSubmit={submit} noValidate>
        {problem && <Notice tone="error">{problem}</Notice>}
        {save.isError && (
          <Notice tone="error">
            {errorMessage(save.error, editing ? AssemblyTexts.updateFailed : AssemblyTexts.createFailed)}
          </Notice>
        )}
        <TextField
          id={`${id}-name`}
          label="Test Name"
          required
          maxLength={200}
          value={form.testName}
          onChange={(event) => set('testName', event.target.value)}
        />
        <TextAreaField
          id={`${id}-description`}
          label="Description"
          rows={3}
          maxLength={2000}
          value={form.testDescription}
          onChange={(event) => set('testDescription', event.target.value)}
        />
        <SelectField
          id={`${id}-type`}
          label="Test Type"
          options={ASSEMBLY_TEST_TYPES.map((value) => ({ value, label: TEST_TYPE_LABELS[value] }))}
          value={form.testType}
          onChange={(event) => set('testType', event.target.value as AssemblyTestType)}
        />
        {editing && (
          <SelectField
            id={`${id}-status`}
            label="Status"
            options={ASSEMBLY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            value={form.status ?? assembly.status}
            onChange={(event) => set('status', event.target.value as AssemblyStatus)}
          />
        )}
        <label className="assembly-form__check">
          <input
            type="checkbox"
            checked={form.shuffleEnabled}
            onChange={(event) => set('shuffleEnabled', event.target.checked)}
          />
          Enable shuffling
        </label>
        {form.shuffleEnabled && (
          <fieldset className="assembly-form__shuffle">
            <legend>Shuffle options</legend>
            <SelectField
              id={`${id}-level`}
              label="Shuffle Level"
              options={ASSEMBLY_SHUFFLE_LEVELS.map((value) => ({ value, label: SHUFFLE_LEVEL_LABELS[value] }))}
              value={form.shuffleLevel}
              onChange={(event) => set('shuffleLevel', event.target.value as AssemblyShuffleLevel)}
            />
            <label className="assembly-form__check">
              <input
                type="checkbox"
                checked={form.preserveDependencies}
                onChange={(event) => set('preserveDependencies', event.target.checked)}
              />
              Preserve dependencies
            </label>
            <label className="assembly-form__check">
              <input
                type="checkbox"
                checked={form.preserveGroups}
                onChange={(event) => set('preserveGroups', event.target.checked)}
              />
              Preserve groups
            </label>
          </fieldset>
        )}

        <fieldset className="assembly-form__shuffle">
          <legend>Components</legend>
          {parts.isPending && <Spinner />}
          {parts.isError && <Notice tone="error">{errorMessage(parts.error, AssemblyTexts.partsLoadFailed)}</Notice>}
          <div className="assembly-picker">
            <SelectField
              id={`${id}-part`}
              label="Exam part"
              placeholder="Choose an exam part..."
              options={available.map((part) => ({ value: part.id, label: partOptionLabel(part) }))}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            />
            <Button onClick={add} disabled={!picked}>
              Add Component
            </Button>
          </div>
          {form.components.length > 0 && (
            <ol className="assembly-components" aria-label="Components">
              {form.components.map((component, index) => {
                const label = `${component.order_index}. ${slotLabel(component.section, component.part_number)} · ${knownTitle(component.exam_upload_id)}`;
                return (
                  <li key={component.exam_upload_id} className="assembly-components__item">
                    <span className="assembly-components__label">{label}</span>
                    <label className="assembly-form__check">
                      <input
                        type="checkbox"
                        checked={component.is_required}
                        onChange={(event) =>
                          set(
                            'components',
                            form.components.map((c, i) => (i === index ? { ...c, is_required: event.target.checked } : c)),
                          )
                        }
                      />
                      Required
                    </label>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={`Move component ${component.order_index} up`}
                      disabled={index === 0}
                      onClick={() => set('components', moveComponent(form.components, index, -1))}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={`Move component ${component.order_index} down`}
                      disabled={index === form.components.length - 1}
                      onClick={() => set('components', moveComponent(form.components, index, 1))}
                    >
                      ↓
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Remove component ${component.order_index}`}
                      onClick={() => set('components', removeComponent(form.components, index))}
                    >
                      Remove
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
        </fieldset>

        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {editing ? 'Save Assembly' : 'Create Assembly'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
