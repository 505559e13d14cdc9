import { ASSIGNMENTS_PAGE_SIZE, AssignmentTexts, type AssignmentListItem } from '@cdi/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AssignmentsTable,
  type AssignmentsTab,
  CandidateArrangementsDialog,
  CompositionDialog,
  DeleteAssignmentDialog,
  SetTimesDialog,
  useAssignmentsPage,
} from '../features/assignments';
import { errorMessage } from '../shared/api/api-error';
import { EmptyState } from '../shared/ui/EmptyState';
import { FilterTabs } from '../shared/ui/FilterTabs';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Pager } from '../shared/ui/Pager';
import { Spinner } from '../shared/ui/Spinner';

const TABS: { value: AssignmentsTab; label: string }[] = [
  { value: 'active', label: AssignmentTexts.active },
  { value: 'history', label: AssignmentTexts.history },
];

type Open = { kind: 'parts' | 'times' | 'arrangements' | 'delete'; assignment: AssignmentListItem } | null;

/** /admin-dashboard/assignments: the tenant's assignments, Active (latest per target) or History (all), paged. */
export function AssignmentsPage() {
  const [tab, setTab] = useState<AssignmentsTab>('active');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const assignments = useAssignmentsPage(tab, page);
  const data = assignments.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ASSIGNMENTS_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title={AssignmentTexts.title} subtitle={AssignmentTexts.subtitle} />
      <div className="assignments-notices">
        <Notice tone="info">
          {AssignmentTexts.deprecatedNotice} <Link to="/admin-dashboard/test-making">{AssignmentTexts.goToTestMaking}</Link>
        </Notice>
        {assignments.isError && (
          <Notice tone="error">{errorMessage(assignments.error, AssignmentTexts.failedToFetchAssignments)}</Notice>
        )}
      </div>
      <section className="panel" aria-label={AssignmentTexts.title}>
        <div className="toolbar">
          <FilterTabs
            label={AssignmentTexts.tabsLabel}
            tabs={TABS}
            value={tab}
            onChange={(value) => {
              setTab(value);
              setPage(1);
            }}
          />
        </div>
        {assignments.isPending && <Spinner />}
        {data && data.assignments.length === 0 && <EmptyState title={AssignmentTexts.noAssignments} />}
        {data && data.assignments.length > 0 && (
          <AssignmentsTable
            assignments={data.assignments}
            now={assignments.dataUpdatedAt}
            onViewParts={(assignment) => setOpen({ kind: 'parts', assignment })}
            onSetTimes={(assignment) => setOpen({ kind: 'times', assignment })}
            onArrangements={(assignment) => setOpen({ kind: 'arrangements', assignment })}
            onDelete={(assignment) => setOpen({ kind: 'delete', assignment })}
          />
        )}
        <Pager page={page} pages={pages} label={AssignmentTexts.title} onPage={setPage} />
      </section>
      {open?.kind === 'parts' && <CompositionDialog assignment={open.assignment} onClose={() => setOpen(null)} />}
      {open?.kind === 'times' && <SetTimesDialog assignment={open.assignment} onClose={() => setOpen(null)} />}
      {open?.kind === 'arrangements' && (
        <CandidateArrangementsDialog assignment={open.assignment} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <DeleteAssignmentDialog
          assignment={open.assignment}
          onClose={() => setOpen(null)}
          // The last assignment of a page gone: show the page before it.
          onDeleted={() => {
            if (data?.assignments.length === 1 && page > 1) setPage(page - 1);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
