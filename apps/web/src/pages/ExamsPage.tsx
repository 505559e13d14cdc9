import { Texts, UploadTexts, type ExamPartSummary } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { useAdmins } from '../features/exam-parts';
import {
  PartStatus,
  SectionFilter,
  SectionLabel,
  useExamPartList,
  parseSectionChoice,
  sectionFilter,
} from '../features/exam-parts';
import { errorMessage } from '../shared/api/api-error';
import { datePart } from '../shared/format/date';
import { useSearchParam } from '../shared/hooks/use-search-param';
import { EmptyState } from '../shared/ui/EmptyState';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { SelectField } from '../shared/ui/SelectField';
import { Spinner } from '../shared/ui/Spinner';
import { Table, type Column } from '../shared/ui/Table';

function columns(adminId: string): Column<ExamPartSummary>[] {
  return [
    {
      header: 'Title',
      cell: (e) => <Link to={`/dev/exams/${encodeURIComponent(e.id)}?admin_id=${encodeURIComponent(adminId)}`}>{e.title}</Link>,
    },
    { header: 'Section', cell: (e) => <SectionLabel section={e.section} /> },
    { header: 'Status', cell: (e) => <PartStatus {...e} /> },
    { header: 'Created', cell: (e) => <time dateTime={e.created_at}>{datePart(e.created_at)}</time> },
  ];
}

export function ExamsPage() {
  const [adminId, setAdminId] = useSearchParam('admin_id');
  const [sectionParam, setSection] = useSearchParam('section');
  const section = parseSectionChoice(sectionParam);
  const admins = useAdmins();
  const exams = useExamPartList('developer', { adminId, section: sectionFilter(section) }, adminId !== '');
  const error = admins.error ?? exams.error;

  return (
    <>
      <PageHeader title="Exams" subtitle="Exam parts of one tenant, chosen by its admin" />
      {error && <Notice tone="error">{errorMessage(error, Texts.somethingWentWrong)}</Notice>}
      <section className="panel" aria-label="Exams">
        <div className="toolbar toolbar--filters">
          <SelectField
            id="exams-admin"
            label="Admin"
            hideLabel
            className="toolbar__select"
            placeholder="Select an admin..."
            options={(admins.data ?? []).map((a) => ({
              value: a.id,
              label: `${`${a.first_name} ${a.last_name}`.trim() || a.candidate_id} · ${a.tenant_name}`,
            }))}
            value={adminId}
            onChange={(event) => setAdminId(event.target.value)}
          />
          <SectionFilter value={section} onChange={(value) => setSection(value === 'all' ? '' : value)} />
        </div>
        {adminId === '' && <EmptyState title={UploadTexts.selectAdminFirst} />}
        {adminId !== '' && exams.isPending && <Spinner />}
        {adminId !== '' && exams.data && (
          <Table
            caption="Exams"
            hideCaption
            columns={columns(adminId)}
            rows={exams.data}
            rowKey={(e) => e.id}
            emptyText={Texts.noExams}
          />
        )}
      </section>
    </>
  );
}
