import { TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { FilterTabs } from '../../../shared/ui/FilterTabs';
import { Icon } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { SelectField } from '../../../shared/ui/SelectField';
import { notify } from '../../../shared/ui/Toast';
import { createTest, startShuffle, waitForShuffle } from '../api/test-making-api';
import { useAdminJobProgress } from '../../../shared/socket/admin-jobs-socket';
import { useComposition } from '../hooks/use-composition';
import { useAvailableParts, useGroups, useStudents } from '../hooks/use-test-making';
import { compositionFromIds, isEmpty, toSlotIds } from '../lib/composition';
import { CompositionSlots } from './CompositionSlots';
import { ExposureReport } from './ExposureReport';
import { CompositionPartPicker } from './PartPicker';
import { PerStudentShuffle } from './PerStudentShuffle';
import { groupLabel, studentLabel } from './TargetChoices';
import { TestDetailsFields } from './TestDetailsFields';
import '../test-making.css';

export const TEST_MAKING_PATH = '/admin-dashboard/test-making';

type TargetType = 'group' | 'student';

/** Intelligent Shuffling: a shuffled composition for a group or a student (a shuffle job), edited, then created and assigned. */
export function IntelligentShuffle() {
  const navigate = useNavigate();
  const groups = useGroups();
  const students = useStudents();
  const parts = useAvailableParts();
  const editor = useComposition();
  const [targetType, setTargetType] = useState<TargetType>('group');
  const [groupId, setGroupId] = useState('');
  const [studentId, setStudentId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [jobId, setJobId] = useState<string | null>(null);
  const [shuffling, setShuffling] = useState(false);
  const [shuffled, setShuffled] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const progress = useAdminJobProgress(jobId);

  const targetId = targetType === 'group' ? groupId : studentId;

  const runShuffle = async () => {
    if (!targetId) {
      notify(TestMakingTexts.selectTargetFirst, 'error');
      return;
    }
    setShuffling(true);
    setWarning(null);
    try {
      const id = await startShuffle(targetType, targetId);
      setJobId(id);
      const { state, result } = await waitForShuffle(id);
      if (state !== 'completed' || !result) throw new Error(TestMakingTexts.failedToShuffle);
      const { composition, parts: found, warning: missing, suggestedTitle } = result;
      editor.setComposition(
        compositionFromIds(
          { listening: composition.listeningParts, reading: composition.readingParts, writing: composition.writingParts },
          found,
        ),
      );
      // The suggested title only fills an empty one.
      setTitle((current) => (current.trim() ? current : suggestedTitle));
      setTitleError(undefined);
      setWarning(missing);
      setShuffled(true);
      notify(missing ?? TestMakingTexts.shuffled, missing ? 'info' : 'success');
    } catch (failure) {
      notify(errorMessage(failure, TestMakingTexts.failedToShuffle), 'error');
    } finally {
      setShuffling(false);
    }
  };

  const createAndAssign = async () => {
    if (!title.trim()) {
      setTitleError(TestMakingTexts.titleRequired);
      notify(TestMakingTexts.fixErrors, 'error');
      return;
    }
    if (!targetId) {
      notify(TestMakingTexts.selectTarget, 'error');
      return;
    }
    if (isEmpty(editor.composition)) {
      notify(TestMakingTexts.atLeastOnePart, 'error');
      return;
    }
    setCreating(true);
    try {
      await createTest(
        {
          title: title.trim(),
          description: description.trim(),
          ...toSlotIds(editor.composition),
          isTemplate: false,
          assignedToGroupId: targetType === 'group' ? targetId : null,
          assignedToUserId: targetType === 'student' ? targetId : null,
          dueAt: null,
        },
        TestMakingTexts.failedToCreateAndAssign,
      );
      notify(TestMakingTexts.createdAndAssigned);
      void navigate(TEST_MAKING_PATH);
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'title') setTitleError(failure.message);
      notify(errorMessage(failure, TestMakingTexts.failedToCreateAndAssign), 'error');
    } finally {
      setCreating(false);
    }
  };

  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;

  return (
    <div className="shuffle">
      <section className="panel" aria-labelledby="shuffle-target-title">
        <h2 id="shuffle-target-title" className="panel__title">
          {TestMakingScreenTexts.targetType}
        </h2>
        {(groups.isError || students.isError) && <Notice tone="error">{TestMakingTexts.failedToLoadData}</Notice>}
        <FilterTabs
          label={TestMakingScreenTexts.targetType}
          tabs={[
            { value: 'group', label: TestMakingScreenTexts.groups },
            { value: 'student', label: TestMakingScreenTexts.students },
          ]}
          value={targetType}
          onChange={(value) => {
            setTargetType(value);
            // Switching the target type clears the other selection.
            if (value === 'group') setStudentId('');
            else setGroupId('');
          }}
        />
        {targetType === 'group' ? (
          <SelectField
            id="shuffle-group"
            label={TestMakingScreenTexts.groupLabel}
            placeholder={TestMakingScreenTexts.chooseGroup}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: groupLabel(g) }))}
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
          />
        ) : (
          <SelectField
            id="shuffle-student"
            label={TestMakingScreenTexts.studentLabel}
            placeholder={TestMakingScreenTexts.chooseStudent}
            options={(students.data ?? []).map((s) => ({ value: s.id, label: studentLabel(s) }))}
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
          />
        )}
      </section>

      <section className="panel" aria-labelledby="shuffle-details-title">
        <h2 id="shuffle-details-title" className="panel__title">
          {TestMakingScreenTexts.testDetails}
        </h2>
        <TestDetailsFields
          idPrefix="shuffle"
          title={title}
          description={description}
          titleError={titleError}
          onTitle={(v) => {
            setTitle(v);
            setTitleError(undefined);
          }}
          onDescription={setDescription}
        />
        <div className="shuffle__buttons">
          <Button
            variant="primary"
            icon={<Icon name="shuffle" size={18} />}
            disabled={!targetId || shuffling}
            busy={shuffling}
            onClick={() => void runShuffle()}
          >
            {shuffling ? TestMakingScreenTexts.shuffling : TestMakingScreenTexts.shuffleTest}
          </Button>
          <Button
            icon={<Icon name="refresh" size={18} />}
            disabled={!targetId || shuffling || !shuffled}
            onClick={() => void runShuffle()}
          >
            {TestMakingScreenTexts.reshuffle}
          </Button>
          {!targetId && <span className="muted">{TestMakingTexts.selectTargetFirst}</span>}
        </div>
        {shuffling && jobId && <ProgressBar label={TestMakingScreenTexts.shuffling} percent={percent} />}
        {warning && <Notice tone="info">{warning}</Notice>}
      </section>

      <section className="panel" aria-labelledby="shuffle-composition-title">
        <div className="composition__toolbar">
          <h2 id="shuffle-composition-title" className="panel__title">
            {TestMakingScreenTexts.composition}
          </h2>
          <div className="composition__actions">
            <Button size="small" icon={<Icon name="trash" size={16} />} onClick={editor.clear}>
              {TestMakingScreenTexts.clearAll}
            </Button>
            <Button size="small" icon={<Icon name="clipboard" size={16} />} onClick={() => void editor.copy(title, description)}>
              {TestMakingScreenTexts.copyComposition}
            </Button>
          </div>
        </div>
        <CompositionSlots composition={editor.composition} onPick={editor.openPicker} onRemove={editor.remove} />
        <div className="form__actions">
          <Button variant="primary" busy={creating} onClick={() => void createAndAssign()}>
            {creating ? TestMakingScreenTexts.creatingAndAssigning : TestMakingScreenTexts.createAndAssign}
          </Button>
        </div>
      </section>

      <PerStudentShuffle groups={groups.data ?? []} />
      <ExposureReport
        target={targetId ? (targetType === 'group' ? { groupId: targetId } : { studentId: targetId }) : null}
        parts={parts.flat}
      />

      <CompositionPartPicker editor={editor} parts={parts.flat} />
    </div>
  );
}
