import { Texts, UploadTexts, type ExamPartSummary } from '@cdi/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DeleteExamPartDialog,
  groupByTenant,
  parseSectionChoice,
  readDraftUpload,
  SectionFilter,
  sectionFilter,
  UploadExamDialog,
  uploadPrefill,
  useExamPartList,
} from '../features/exam-parts';
import { TenantTestGroups, useTenantList } from '../features/tenants';
import { errorMessage } from '../shared/api/api-error';
import { useSearchParam } from '../shared/hooks/use-search-param';
import { Button } from '../shared/ui/Button';
import { EmptyState } from '../shared/ui/EmptyState';
import { Icon } from '../shared/ui/Icon';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { SelectField } from '../shared/ui/SelectField';
import { Spinner } from '../shared/ui/Spinner';

export function TestManagerPage() {
  const [sectionParam, setSection] = useSearchParam('section');
  const [tenantId, setTenantId] = useSearchParam('tenant_id');
  const section = parseSectionChoice(sectionParam);
  const tenants = useTenantList();
  const parts = useExamPartList('developer', { section: sectionFilter(section), tenantId: tenantId || undefined });
  const grouped = useMemo(() => groupByTenant(parts.data ?? []), [parts.data]);
  const location = useLocation();
  const navigate = useNavigate();
  // A draft exam part handed over in the navigation state opens the upload dialog prefilled.
  const [prefill, setPrefill] = useState(() => {
    const draft = readDraftUpload(location.state);
    return draft ? uploadPrefill(draft) : undefined;
  });
  const [uploading, setUploading] = useState(prefill !== undefined);
  const [deleting, setDeleting] = useState<ExamPartSummary | null>(null);

  // Taken once: drop it from history so a reload or Back does not offer the same draft again.
  useEffect(() => {
    if (readDraftUpload(location.state)) void navigate({ search: location.search }, { replace: true, state: null });
  }, [location.state, location.search, navigate]);

  const closeUpload = () => {
    setUploading(false);
    setPrefill(undefined);
  };

  return (
    <>
      <PageHeader
        title="Test Manager"
        subtitle="Exam parts of every tenant, by test group"
        actions={
          <>
            <Button icon={<Icon name="refresh" size={18} />} busy={parts.isFetching} onClick={() => void parts.refetch()}>
              Refresh
            </Button>
            <Button variant="primary" icon={<Icon name="upload" size={18} />} onClick={() => setUploading(true)}>
              Upload Test Materials
            </Button>
          </>
        }
      />
      {parts.isError && <Notice tone="error">{errorMessage(parts.error, Texts.somethingWentWrong)}</Notice>}
      <section className="panel" aria-label="Exam parts">
        <div className="toolbar toolbar--filters">
          <SectionFilter value={section} onChange={(value) => setSection(value === 'all' ? '' : value)} />
          <SelectField
            id="tenant-filter"
            label="Tenant"
            hideLabel
            className="toolbar__select"
            placeholder="All tenants"
            options={(tenants.data ?? []).map((t) => ({ value: t.id, label: t.tenant_name }))}
            value={tenantId}
            onChange={(event) => setTenantId(event.target.value)}
          />
        </div>
        {parts.isPending && <Spinner />}
        {parts.data && grouped.length > 0 && (
          <TenantTestGroups tenants={grouped} showSection={section === 'all'} onDelete={setDeleting} />
        )}
        {parts.data && grouped.length === 0 && <EmptyState title={UploadTexts.noTestGroups} />}
      </section>
      {uploading && <UploadExamDialog initial={prefill} tenants={tenants.data} onClose={closeUpload} />}
      {deleting && <DeleteExamPartDialog part={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />}
    </>
  );
}
