import { Texts, UploadTexts } from '@cdi/contracts';
import { useMemo } from 'react';
import {
  SectionFilter,
  TestGroupList,
  useExamPartList,
  groupByTestGroup,
  parseSectionChoice,
  sectionFilter,
} from '../features/exam-parts';
import { PublishedTestsPanel } from '../features/test-making';
import { errorMessage } from '../shared/api/api-error';
import { useSearchParam } from '../shared/hooks/use-search-param';
import { EmptyState } from '../shared/ui/EmptyState';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';

const detailPath = (id: string) => `/admin-dashboard/exam/${encodeURIComponent(id)}`;

/** The tests the platform published to the centre, and the tenant's uploaded exam parts by test group, read only. */
export function AdminTestsPage() {
  const [sectionParam, setSection] = useSearchParam('section');
  const section = parseSectionChoice(sectionParam);
  const parts = useExamPartList('admin', { section: sectionFilter(section) });
  const groups = useMemo(() => groupByTestGroup(parts.data ?? []), [parts.data]);

  return (
    <>
      <PageHeader title="Tests" subtitle="Tests published to your centre, and the exam parts uploaded for it by test group" />
      <PublishedTestsPanel />
      {parts.isError && <Notice tone="error">{errorMessage(parts.error, Texts.somethingWentWrong)}</Notice>}
      <section className="panel" aria-label="Tests">
        <div className="toolbar toolbar--filters">
          <SectionFilter value={section} onChange={(value) => setSection(value === 'all' ? '' : value)} />
        </div>
        {parts.isPending && <Spinner />}
        {parts.data && groups.length > 0 && (
          <TestGroupList groups={groups} showSection={section === 'all'} detailPath={detailPath} />
        )}
        {parts.data && groups.length === 0 && <EmptyState title={UploadTexts.noTestGroups} />}
      </section>
    </>
  );
}
