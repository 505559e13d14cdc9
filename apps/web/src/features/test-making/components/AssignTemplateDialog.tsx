import { type Template, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { notify } from '../../../shared/ui/Toast';
import { useAssignTemplate, useGroups, useStudents } from '../hooks/use-test-making';
import { groupLabel } from './TargetChoices';

interface AssignTemplateDialogProps {
  template: Template;
  onClose: () => void;
}

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** Assigns a template to any groups and students: one call per selected target. */
export function AssignTemplateDialog({ template, onClose }: AssignTemplateDialogProps) {
  const groups = useGroups();
  const students = useStudents();
  const assign = useAssignTemplate();
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (groupIds.length + studentIds.length === 0) {
      setError(TestMakingTexts.assignTargetRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const note = notes.trim() || undefined;
      for (const id of groupIds)
        await assign.mutateAsync({ templateId: template.id, assignedToGroupId: id, dueAt: null, notes: note });
      for (const id of studentIds)
        await assign.mutateAsync({ templateId: template.id, assignedToUserId: id, dueAt: null, notes: note });
      notify(TestMakingTexts.templateAssigned);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, TestMakingTexts.failedToAssignTemplate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={`${TestMakingScreenTexts.assignTemplateTitle}: ${template.title}`} onClose={onClose} size="wide">
      <form
        className="form assign-template"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error && <Notice tone="error">{error}</Notice>}
        <fieldset className="assign-template__targets">
          <legend>{TestMakingScreenTexts.groups}</legend>
          {groups.isPending && <Spinner />}
          {groups.isError && <Notice tone="error">{TestMakingTexts.failedToLoadData}</Notice>}
          {groups.data?.length === 0 && <p className="muted">{TestMakingScreenTexts.noGroups}</p>}
          {groups.data?.map((g) => (
            <label key={g.id} className="check">
              <input type="checkbox" checked={groupIds.includes(g.id)} onChange={() => setGroupIds((l) => toggle(l, g.id))} />
              {groupLabel(g)}
            </label>
          ))}
        </fieldset>
        <fieldset className="assign-template__targets">
          <legend>{TestMakingScreenTexts.individualStudents}</legend>
          {students.isPending && <Spinner />}
          {students.isError && <Notice tone="error">{TestMakingTexts.failedToLoadStudents}</Notice>}
          <div className="assign-template__students">
            {students.data?.map((s) => (
              <label key={s.id} className="check">
                <input
                  type="checkbox"
                  checked={studentIds.includes(s.id)}
                  onChange={() => setStudentIds((l) => toggle(l, s.id))}
                />
                {s.first_name} {s.last_name} <span className="muted">{s.candidate_id}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          id="assign-template-notes"
          label={TestMakingScreenTexts.notes}
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <DialogActions>
          <Button onClick={onClose}>{TestMakingScreenTexts.cancel}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {TestMakingScreenTexts.assignTemplate}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
