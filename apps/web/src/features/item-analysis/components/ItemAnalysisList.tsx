import { ItemAnalysisTexts, type ItemAnalysisListItem } from '@cdi/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTime } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { Table, type Column } from '../../../shared/ui/Table';
import { useItemAnalysisList } from '../hooks/use-item-analysis';
import { itemAnalysisPath } from '../lib/paths';

const columns: Column<ItemAnalysisListItem>[] = [
  {
    header: ItemAnalysisTexts.listColumns.test,
    cell: (row) => (
      <Link className="strong" to={itemAnalysisPath(row.assignment_id)}>
        {row.test_title}
      </Link>
    ),
  },
  { header: ItemAnalysisTexts.listColumns.target, cell: (row) => row.target },
  { header: ItemAnalysisTexts.listColumns.sittings, cell: (row) => row.sittings, align: 'end' },
  { header: ItemAnalysisTexts.listColumns.released, cell: (row) => row.released, align: 'end' },
  { header: ItemAnalysisTexts.listColumns.lastMarked, cell: (row) => (row.last_marked_at ? dateTime(row.last_marked_at) : '—') },
];

/** /admin-dashboard/item-analysis: the assignments with marked Listening or Reading, newest marking first. */
export function ItemAnalysisList() {
  const list = useItemAnalysisList();
  return (
    <>
      <PageHeader title={ItemAnalysisTexts.title} subtitle={ItemAnalysisTexts.subtitle} />
      <section className="panel" aria-label={ItemAnalysisTexts.title}>
        {list.isPending && <Spinner label={ItemAnalysisTexts.loading} />}
        {list.isError && (
          <EmptyState
            title={ItemAnalysisTexts.failedToLoad}
            description={errorMessage(list.error, ItemAnalysisTexts.failedToLoad)}
            action={
              <Button busy={list.isFetching} onClick={() => void list.refetch()}>
                {ItemAnalysisTexts.tryAgain}
              </Button>
            }
          />
        )}
        {list.data && list.data.length === 0 && (
          <EmptyState title={ItemAnalysisTexts.empty} description={ItemAnalysisTexts.emptyHint} />
        )}
        {list.data && list.data.length > 0 && (
          <Table
            caption={ItemAnalysisTexts.title}
            hideCaption
            columns={columns}
            rows={list.data}
            rowKey={(row) => row.assignment_id}
          />
        )}
      </section>
    </>
  );
}
