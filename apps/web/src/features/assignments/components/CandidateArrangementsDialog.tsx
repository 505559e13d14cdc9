import {
  AssignmentArrangementTexts,
  AssignmentTexts,
  CandidateArrangementsRequestSchema,
  extraTimeText,
  fillText,
  type AssignmentCandidate,
  type AssignmentListItem,
  type CandidateArrangementsRequest,
} from '@cdi/contracts';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { Table, type Column } from '../../../shared/ui/Table';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useAssignmentCandidates, useCandidateArrangements } from '../hooks/use-assignments';
import { fromLocalInput, toLocalInput, windowText } from '../lib/assignment-view';

const Texts = AssignmentArrangementTexts;

/** A number field's text: blank is none (the profile's), else a number the contract checks. */
const optionalNumber = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The typed fields as the request; a time that is not one is named on its field. */
const arrangementsSchema = z
  .object({ opens_at: z.string(), closes_at: z.string(), extra_time_percent: z.string(), extra_time_minutes: z.string() })
  .transform((typed, ctx): CandidateArrangementsRequest => {
    const opens_at = fromLocalInput(typed.opens_at);
    const closes_at = fromLocalInput(typed.closes_at);
    const invalid = opens_at === undefined ? 'opens_at' : closes_at === undefined ? 'closes_at' : null;
    if (invalid !== null) {
      ctx.addIssue({ code: 'custom', message: AssignmentTexts.invalidTime, path: [invalid] });
      return z.NEVER;
    }
    return {
      opens_at,
      closes_at,
      extra_time_percent: optionalNumber(typed.extra_time_percent),
      extra_time_minutes: optionalNumber(typed.extra_time_minutes),
    };
  })
  .pipe(CandidateArrangementsRequestSchema);

/** The candidate's extra time for this test in words, and where it comes from. */
function extraTimeCell(candidate: AssignmentCandidate): string {
  const own = candidate.own;
  const effective = {
    extra_time_percent: own?.extra_time_percent ?? candidate.profile.extra_time_percent,
    extra_time_minutes: own?.extra_time_minutes ?? candidate.profile.extra_time_minutes,
  };
  const text = extraTimeText(effective);
  if (!text) return Texts.none;
  const fromOwn = own !== null && (own.extra_time_percent !== null || own.extra_time_minutes !== null);
  return `${text} (${fromOwn ? Texts.forThisTest : Texts.fromProfile})`;
}

function windowCell(candidate: AssignmentCandidate): string {
  const own = candidate.own;
  return own && (own.opens_at || own.closes_at) ? `${windowText(own)} (${Texts.forThisTest})` : Texts.assignmentWindow;
}

function EditArrangements({
  assignment,
  candidate,
  onDone,
}: {
  assignment: AssignmentListItem;
  candidate: AssignmentCandidate;
  onDone: () => void;
}) {
  const own = candidate.own;
  const form = useContractForm(arrangementsSchema, {
    opens_at: toLocalInput(own?.opens_at ?? null),
    closes_at: toLocalInput(own?.closes_at ?? null),
    extra_time_percent: own?.extra_time_percent?.toString() ?? '',
    extra_time_minutes: own?.extra_time_minutes?.toString() ?? '',
  });
  const change = useCandidateArrangements(assignment.id, candidate.user_id);
  const save = (body: CandidateArrangementsRequest | null) =>
    change.mutate(body, {
      onSuccess: () => {
        notify(body === null ? Texts.cleared : Texts.saved);
        onDone();
      },
      onError: (error) => form.fail(error, Texts.failedToSave),
    });
  const fieldId = (name: string) => `arrangement-${candidate.user_id}-${name}`;
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="form">
      <h3 className="panel__title">{fillText(Texts.editTitle, { name: `${candidate.name} (${candidate.candidate_id})` })}</h3>
      <p className="field__hint">{Texts.hint}</p>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <TextField id={fieldId('opens')} label={AssignmentTexts.opensAtLabel} type="datetime-local" {...form.field('opens_at')} />
      <TextField
        id={fieldId('closes')}
        label={AssignmentTexts.closesAtLabel}
        type="datetime-local"
        {...form.field('closes_at')}
      />
      <TextField
        id={fieldId('percent')}
        label={Texts.extraPercentLabel}
        hint={Texts.blankForProfile}
        type="number"
        inputMode="numeric"
        min={0}
        {...form.field('extra_time_percent')}
      />
      <TextField
        id={fieldId('minutes')}
        label={Texts.extraMinutesLabel}
        hint={Texts.blankForProfile}
        type="number"
        inputMode="numeric"
        min={0}
        {...form.field('extra_time_minutes')}
      />
      <DialogActions>
        <Button onClick={onDone}>{Texts.back}</Button>
        {own && (
          <Button variant="ghost" busy={change.isPending && change.variables === null} onClick={() => save(null)}>
            {Texts.clear}
          </Button>
        )}
        <Button type="submit" variant="primary" busy={change.isPending && change.variables !== null}>
          {Texts.save}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * 'Arrangements' on an assignment: its candidates with their window and extra time for this test (their
 * own, or the assignment's and their profile's), each editable. A candidate who has submitted is shown
 * but cannot be changed.
 */
export function CandidateArrangementsDialog({ assignment, onClose }: { assignment: AssignmentListItem; onClose: () => void }) {
  const candidates = useAssignmentCandidates(assignment.id);
  const [editing, setEditing] = useState<string | null>(null);
  const chosen = candidates.data?.find((c) => c.user_id === editing);

  const columns: Column<AssignmentCandidate>[] = [
    {
      header: Texts.candidate,
      cell: (c) => (
        <>
          <span className="strong">{c.name}</span> <span className="muted">({c.candidate_id})</span>
        </>
      ),
    },
    { header: Texts.window, cell: windowCell },
    { header: Texts.extraTime, cell: extraTimeCell },
    {
      header: AssignmentTexts.actions,
      cell: (c) =>
        c.attempt_status === 'completed' ? (
          <span className="muted">{AssignmentTexts.closed}</span>
        ) : (
          <Button size="small" aria-label={`${Texts.edit}: ${c.name}`} onClick={() => setEditing(c.user_id)}>
            {Texts.edit}
          </Button>
        ),
    },
  ];

  return (
    <Dialog title={fillText(Texts.dialogTitle, { title: assignment.test_title })} onClose={onClose} size="wide">
      {candidates.isPending && <Spinner label={Texts.loading} />}
      {candidates.isError && <Notice tone="error">{errorMessage(candidates.error, Texts.failedToLoad)}</Notice>}
      {chosen ? (
        <EditArrangements key={chosen.user_id} assignment={assignment} candidate={chosen} onDone={() => setEditing(null)} />
      ) : (
        candidates.data && (
          <>
            <p className="field__hint">{Texts.hint}</p>
            {candidates.data.length === 0 ? (
              <EmptyState title={Texts.noCandidates} />
            ) : (
              <Table
                caption={Texts.title}
                hideCaption
                scroll
                columns={columns}
                rows={candidates.data}
                rowKey={(c) => c.user_id}
              />
            )}
            <DialogActions>
              <Button onClick={onClose}>{Texts.close}</Button>
            </DialogActions>
          </>
        )
      )}
    </Dialog>
  );
}
