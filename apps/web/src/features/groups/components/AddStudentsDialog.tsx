import { fillText, GroupTexts, type AvailableStudent, type GroupSummary } from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { useAddMember, useAvailableStudents } from '../hooks/use-groups';

const fullName = (s: AvailableStudent) => `${s.first_name} ${s.last_name}`.trim() || s.candidate_id;

/**
 * Finds students by name, candidate ID or e-mail and adds them to the group. A student in another
 * group is moved (one group per student); one added leaves the list.
 */
export function AddStudentsDialog({ group, onClose }: { group: GroupSummary; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const available = useAvailableStudents(group.id, search);
  const add = useAddMember(group.id);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const students = (available.data ?? []).filter((s) => !added.has(s.id));

  const addStudent = (student: AvailableStudent) =>
    add.mutate(student.id, { onSuccess: () => setAdded((current) => new Set(current).add(student.id)) });

  return (
    <Dialog title={fillText(GroupTexts.addStudentsTitle, { name: group.name })} size="wide" onClose={onClose}>
      <TextField
        id="available-student-search"
        type="search"
        label={GroupTexts.searchStudents}
        hideLabel
        placeholder={GroupTexts.searchStudents}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {add.isError && <Notice tone="error">{errorMessage(add.error, GroupTexts.failedToAddStudent)}</Notice>}
      {available.isError && (
        <Notice tone="error">{errorMessage(available.error, GroupTexts.failedToFetchAvailableStudents)}</Notice>
      )}
      {available.isPending && <Spinner />}
      {available.data && students.length === 0 && <EmptyState title={GroupTexts.noAvailableStudents} />}
      {students.length > 0 && (
        <ul className="group-picker" aria-label={GroupTexts.searchStudents} aria-busy={available.isFetching || undefined}>
          {students.map((student) => (
            <li key={student.id} className="group-picker__item">
              <div className="group-picker__who">
                <span className="strong">{fullName(student)}</span>
                <span className="group-picker__meta">
                  {student.candidate_id}
                  {student.email && ` · ${student.email}`}
                  {student.group_name && ` · ${fillText(GroupTexts.inGroup, { group: student.group_name })}`}
                </span>
              </div>
              <Button
                size="small"
                icon={<Icon name="plus" size={16} />}
                aria-label={fillText(GroupTexts.addStudent, { name: fullName(student) })}
                busy={add.isPending && add.variables === student.id}
                onClick={() => addStudent(student)}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          {GroupTexts.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
