import { fillText, type GroupSummary, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { startPerStudentShuffle, testMakingKeys } from '../api/test-making-api';
import { usePerStudentResult } from '../hooks/use-test-making';
import { groupLabel } from './TargetChoices';

/** Per-student shuffle for a group: each member gets a test avoiding their own history, with a progress bar. */
export function PerStudentShuffle({ groups }: { groups: GroupSummary[] }) {
  const queryClient = useQueryClient();
  const [groupId, setGroupId] = useState('');
  const [title, setTitle] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = usePerStudentResult(jobId);

  const live = job.progress;
  const done = live?.done ?? job.data?.done ?? 0;
  const total = live?.total ?? job.data?.total ?? 0;
  const finished = job.data?.state === 'completed' || job.data?.state === 'failed';
  const running = starting || (jobId !== null && !finished);
  const result = job.data?.result;

  useEffect(() => {
    if (job.data?.state === 'completed') void queryClient.invalidateQueries({ queryKey: testMakingKeys.all });
  }, [job.data?.state, queryClient]);

  const start = async () => {
    if (!groupId) {
      notify(TestMakingTexts.selectTargetFirst, 'error');
      return;
    }
    setStarting(true);
    try {
      setJobId(await startPerStudentShuffle({ groupId, title: title.trim() || undefined }));
    } catch (failure) {
      notify(errorMessage(failure, TestMakingTexts.failedToShuffle), 'error');
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="per-student-title">
      <h2 id="per-student-title" className="panel__title">
        {TestMakingScreenTexts.perStudentTitle}
      </h2>
      <p className="muted">{TestMakingScreenTexts.perStudentDescription}</p>
      <div className="per-student__form">
        <SelectField
          id="per-student-group"
          label={TestMakingScreenTexts.perStudentGroupLabel}
          placeholder={TestMakingScreenTexts.chooseGroup}
          options={groups.map((g) => ({ value: g.id, label: groupLabel(g) }))}
          value={groupId}
          onChange={(event) => setGroupId(event.target.value)}
        />
        <TextField
          id="per-student-title-field"
          label={TestMakingScreenTexts.perStudentTitleLabel}
          hint={TestMakingScreenTexts.perStudentTitleHint}
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button variant="primary" disabled={!groupId || running} busy={running} onClick={() => void start()}>
          {TestMakingScreenTexts.perStudentStart}
        </Button>
      </div>
      {jobId && (
        <ProgressBar
          label={`${TestMakingScreenTexts.perStudentProgress} (${done}/${total})`}
          percent={total > 0 ? (done / total) * 100 : finished ? 100 : 0}
        />
      )}
      {job.data?.state === 'failed' && <Notice tone="error">{TestMakingTexts.failedToShuffle}</Notice>}
      {job.isError && <Notice tone="error">{errorMessage(job.error, TestMakingTexts.failedToShuffle)}</Notice>}
      {result && (
        <Notice tone={result.incomplete.length ? 'info' : 'success'}>
          {fillText(TestMakingScreenTexts.perStudentDone, { created: result.created, incomplete: result.incomplete.length })}
        </Notice>
      )}
    </section>
  );
}
