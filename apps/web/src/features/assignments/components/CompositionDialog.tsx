import { AssignmentTexts, fillText, type AssignmentListItem } from '@cdi/contracts';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { CompositionList } from './CompositionList';

/** The popup 'Assigned Test: {title}' listing the test's parts. */
export function CompositionDialog({ assignment, onClose }: { assignment: AssignmentListItem; onClose: () => void }) {
  return (
    <Dialog
      title={fillText(AssignmentTexts.compositionTitle, { title: assignment.test_title })}
      onClose={onClose}
      dismissLabel={AssignmentTexts.close}
    >
      <CompositionList testId={assignment.test_id} />
      <DialogActions>
        <Button onClick={onClose}>{AssignmentTexts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
