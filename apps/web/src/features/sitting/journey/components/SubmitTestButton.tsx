import { Texts } from '@cdi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../../shared/ui/Dialog';
import { notify } from '../../../../shared/ui/Toast';
import { homePathFor } from '../../../auth';
import { rulesPath, withTestId } from '../../session/lib/journey';
import { fetchAssignedTestDetail, studentTestKey } from '../api/student-test-api';
import { submitOutcome } from '../lib/student-test';

/**
 * 'Submit Test' (spec 2). Tests are submitted by finishing their sections, so this confirms a finished
 * one, as the server has it now, and offers to continue an unfinished one.
 */
export function SubmitTestButton({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [continuing, setContinuing] = useState(false);
  const explanationId = useId();
  const submit = useMutation({
    mutationFn: async () => {
      const detail = await queryClient.fetchQuery({
        queryKey: studentTestKey(testId),
        queryFn: ({ signal }) => fetchAssignedTestDetail(testId, signal),
        staleTime: 0,
      });
      return submitOutcome(detail.attempt.status);
    },
    onSuccess: (outcome) => {
      if (outcome === 'continue') return setContinuing(true);
      notify(Texts.testSubmittedSuccessfully);
      void navigate(homePathFor('test_taker'));
    },
    onError: () => notify(Texts.failedToSubmitTest, 'error'),
  });
  return (
    <>
      <Button variant="primary" className="journey-submit" busy={submit.isPending} onClick={() => submit.mutate()}>
        {Texts.submitTest}
      </Button>
      {continuing && (
        <Dialog title={Texts.submitTest} role="alertdialog" describedBy={explanationId} onClose={() => setContinuing(false)}>
          <p id={explanationId}>{Texts.submitBySections}</p>
          <DialogActions>
            <Button onClick={() => setContinuing(false)}>{Texts.cancel}</Button>
            {/* The listening rules page forwards to wherever the candidate is in the test. */}
            <Link className="button button--primary" to={withTestId(rulesPath('listening'), testId)}>
              {Texts.continueToTest}
            </Link>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
