import {
  countOf,
  formatNumber,
  SEARCH_DEBOUNCE_MS,
  StudentLimits,
  StudentTexts,
  Texts,
  type StudentListItem,
  type StudentStatusFilter,
} from '@cdi/contracts';
import { useState } from 'react';
import {
  AddStudentDialog,
  ImportStudentsDialog,
  StudentsTable,
  SuspendStudentDialog,
  useStudentList,
  useStudentStatus,
} from '../features/students';
import { errorMessage } from '../shared/api/api-error';
import { useDebouncedValue } from '../shared/hooks/use-debounced-value';
import { useSessionUser } from '../shared/session/session-store';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { FilterTabs } from '../shared/ui/FilterTabs';
import { Icon } from '../shared/ui/Icon';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';
import { TextField } from '../shared/ui/TextField';
import { notify } from '../shared/ui/Toast';

const STATUS_TABS: { value: StudentStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

export function StudentsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StudentStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);
  const [suspending, setSuspending] = useState<StudentListItem | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pageSize = StudentLimits.pageSizeDefault;
  const list = useStudentList({ q, status, page, pageSize });
  const toggle = useStudentStatus();
  const user = useSessionUser();

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  // A page emptied under the admin (students suspended out of a filter, deleted) moves back to the last one.
  // (Adjusted while rendering, as React advises for state derived from props or data.)
  if (data && data.users.length === 0 && data.total > 0 && page > pages) setPage(pages);

  // Suspending signs the student out (and stops a sitting), so it asks first; activating does not.
  const toggleStatus = (student: StudentListItem) =>
    student.is_active
      ? setSuspending(student)
      : toggle.mutate(
          { id: student.id, isActive: !student.is_active },
          {
            onSuccess: (updated) => notify(updated.is_active ? StudentTexts.activated : StudentTexts.suspended),
            onError: (error) => notify(errorMessage(error, StudentTexts.failedToUpdateStatus), 'error'),
          },
        );

  return (
    <>
      <PageHeader
        title="Students"
        subtitle="Manage your centre's candidates: their candidate IDs, passwords and status."
        actions={
          <>
            <Button icon={<Icon name="upload" size={18} />} onClick={() => setDialog('import')}>
              Import CSV
            </Button>
            <Button variant="primary" icon={<Icon name="plus" size={18} />} onClick={() => setDialog('add')}>
              Add Student
            </Button>
          </>
        }
      />
      {list.isError && <Notice tone="error">{errorMessage(list.error, Texts.failedToFetchStudents)}</Notice>}
      <section className="panel" aria-label="Student list">
        <div className="toolbar toolbar--filters">
          <TextField
            id="student-search"
            type="search"
            label="Search students"
            hideLabel
            placeholder="Search by name, candidate ID or e-mail..."
            className="toolbar__search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <FilterTabs
            label="Status"
            tabs={STATUS_TABS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        </div>
        {list.isPending && <Spinner />}
        {data && data.users.length > 0 && (
          <>
            <StudentsTable
              students={data.users}
              busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
              onToggleStatus={toggleStatus}
            />
            <nav className="students__pager" aria-label="Pages of students">
              <span role="status">
                {countOf(data.total, 'student')} · page {data.page} of {formatNumber(pages)}
              </span>
              <span className="students__actions">
                <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </span>
            </nav>
          </>
        )}
        {data && data.users.length === 0 && <EmptyState title={StudentTexts.noStudentsFound} />}
      </section>
      {dialog === 'add' && <AddStudentDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportStudentsDialog centre={user?.tenant_name ?? ''} onClose={() => setDialog(null)} />}
      {suspending && <SuspendStudentDialog student={suspending} onClose={() => setSuspending(null)} />}
    </>
  );
}
