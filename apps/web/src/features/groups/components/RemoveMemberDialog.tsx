import { fillText, GroupTexts, type GroupSummary } from '@cdi/contracts';
import { useId } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useGroupAssignments, useRemoveMember } from '../hooks/use-groups';

type Member = GroupSummary['members'][number];

/**
 * Asks before taking a student out of a group, naming them and the tests they lose with it: a
 * student has the tests given to their group only while they are in it.
 */
export function RemoveMemberDialog({ group, member, onClose }: { group: GroupSummary; member: Member; onClose: () => void }) {
  const questionId = useId();
  const listId = useId();
  const assignments = useGroupAssignments(group.id);
  const remove = useRemoveMember(group.id);
  const tests = assignments.data ?? [];

  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        notify(fillText(GroupTexts.memberRemoved, { name: member.name, group: group.name }));
        onClose();
      },
    });

  return (
    <Dialog title={GroupTexts.removeMemberTitle} role="alertdialog" describedBy={questionId} onClose={onClose}>
      <p id={questionId}>{fillText(GroupTexts.confirmRemoveMember, { name: member.name, group: group.name })}</p>
      {assignments.isPending && <Spinner label={GroupTexts.checkingGroupAssignments} />}
      {assignments.isError && (
        <Notice tone="error">{errorMessage(assignments.error, GroupTexts.failedToFetchGroupAssignments)}</Notice>
      )}
      {assignments.isSuccess &&
        (tests.length === 0 ? (
          <p>{GroupTexts.memberLeavesNoAssignments}</p>
        ) : (
          <div>
            <p id={listId}>{GroupTexts.memberLeavesAssignments}</p>
            <ul className="group-remove__tests" aria-labelledby={listId}>
              {tests.map((title, i) => (
                <li key={`${i}-${title}`}>{title}</li>
              ))}
            </ul>
          </div>
        ))}
      {remove.isError && <Notice tone="error">{errorMessage(remove.error, GroupTexts.failedToRemoveStudent)}</Notice>}
      <DialogActions>
        <Button onClick={onClose}>{GroupTexts.cancel}</Button>
        <Button variant="danger" busy={remove.isPending} disabled={assignments.isPending} onClick={confirm}>
          {GroupTexts.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
