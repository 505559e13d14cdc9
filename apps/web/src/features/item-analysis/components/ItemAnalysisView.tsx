import { fillText, ItemAnalysisTexts, type ItemStatistic, ResultTexts } from '@cdi/contracts';
import { useEffect, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { percentText } from '../../../shared/format/percent';
import { BackLink } from '../../../shared/ui/BackLink';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { RetryableLazy } from '../../../shared/ui/RetryableLazy';
import { Spinner } from '../../../shared/ui/Spinner';
import { Table, type Column } from '../../../shared/ui/Table';
import { notify } from '../../../shared/ui/Toast';
import { useExportItemAnalysis, useItemAnalysis } from '../hooks/use-item-analysis';
import { facilityBars, itemsBySection, questionLabel, statisticText } from '../lib/item-format';
import { ITEM_ANALYSIS_PATH } from '../lib/paths';
import { ItemDetailsDialog } from './ItemDetailsDialog';
import '../item-analysis.css';

const loadChart = () => import('./FacilityChart');

/**
 * How long the figures are watched after an answer is accepted: the worker re-marks a group in moments,
 * and a section whose job was lost is asked for again by its sweep (every 30 seconds).
 */
const REMARKING_WATCH_MS = 60_000;

function columns(onDetails: (item: ItemStatistic) => void): Column<ItemStatistic>[] {
  return [
    { header: ItemAnalysisTexts.columns.question, cell: (item) => <span className="strong">{questionLabel(item)}</span> },
    { header: ItemAnalysisTexts.columns.kind, cell: (item) => ItemAnalysisTexts.kinds[item.kind] },
    {
      header: ItemAnalysisTexts.columns.facility,
      cell: (item) => (
        <span className="item-bar">
          <span className="item-bar__track" aria-hidden="true">
            <span className="item-bar__fill" style={{ width: `${Math.round(item.facility * 100)}%` }} />
          </span>
          {item.sittings > 0 ? percentText(item.facility) : '—'}
        </span>
      ),
    },
    { header: ItemAnalysisTexts.columns.discrimination, cell: (item) => statisticText(item.discrimination), align: 'end' },
    { header: ItemAnalysisTexts.columns.pointBiserial, cell: (item) => statisticText(item.point_biserial), align: 'end' },
    { header: ItemAnalysisTexts.columns.blank, cell: (item) => item.blank, align: 'end' },
    {
      header: ItemAnalysisTexts.columns.flags,
      cell: (item) =>
        item.flags.map((flag) => (
          <span key={flag} className={`badge ${flag === 'too_easy' ? 'badge--info' : 'badge--warning'} item-flag`}>
            {ItemAnalysisTexts.flags[flag]}
          </span>
        )),
    },
    {
      header: ItemAnalysisTexts.details,
      cell: (item) => (
        <Button
          size="small"
          aria-label={`${ItemAnalysisTexts.details}: ${ResultTexts[item.section]} ${questionLabel(item)}`}
          onClick={() => onDetails(item)}
        >
          {ItemAnalysisTexts.details}
        </Button>
      ),
    },
  ];
}

/** /admin-dashboard/item-analysis/{assignmentId}: each question's statistics, flags, a chart, details and the XLSX export. */
export function ItemAnalysisView({ assignmentId }: { assignmentId: string }) {
  // When an answer was last accepted: the figures are read again until the re-marking has had time to finish.
  const [acceptedAt, setAcceptedAt] = useState<number | null>(null);
  useEffect(() => {
    if (acceptedAt === null) return;
    const timer = setTimeout(() => setAcceptedAt(null), REMARKING_WATCH_MS);
    return () => clearTimeout(timer);
  }, [acceptedAt]);
  const analysis = useItemAnalysis(assignmentId, acceptedAt !== null);
  const exporter = useExportItemAnalysis(assignmentId, analysis.data?.test_title ?? '');
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [open, setOpen] = useState<ItemStatistic | null>(null);
  const chartTitleId = useId();
  const back = <BackLink to={ITEM_ANALYSIS_PATH} label={ItemAnalysisTexts.backToList} />;

  if (analysis.isPending) {
    return (
      <>
        {back}
        <Spinner label={ItemAnalysisTexts.loading} />
      </>
    );
  }
  if (analysis.isError) {
    const notFound = analysis.error instanceof ApiError && analysis.error.status === 404;
    return (
      <>
        {back}
        <section className="panel" role="alert">
          <EmptyState
            title={notFound ? ItemAnalysisTexts.notFound : ItemAnalysisTexts.failedToLoad}
            description={notFound ? undefined : errorMessage(analysis.error, ItemAnalysisTexts.failedToLoad)}
            action={
              !notFound && (
                <Button busy={analysis.isFetching} onClick={() => void analysis.refetch()}>
                  {ItemAnalysisTexts.tryAgain}
                </Button>
              )
            }
          />
        </section>
      </>
    );
  }

  const data = analysis.data;
  const sections = itemsBySection(data.items, onlyFlagged);
  const title = `${ItemAnalysisTexts.title}: ${data.test_title}`;
  // The item the dialog shows, as the latest analysis has it (accepting an answer changes it).
  const openItem = open && data.items.find((i) => i.section === open.section && i.question === open.question);
  return (
    <div className="item-analysis">
      {back}
      <PageHeader
        title={title}
        subtitle={
          <>
            {data.target} ·{' '}
            {fillText(ItemAnalysisTexts.basis, {
              listening: data.sittings.listening,
              reading: data.sittings.reading,
              released: data.released,
            })}
          </>
        }
        actions={
          <Button
            icon={<Icon name="download" size={18} />}
            busy={exporter.isPending}
            onClick={() =>
              exporter.mutate(undefined, {
                onError: (error) => notify(errorMessage(error, ItemAnalysisTexts.failedToExport), 'error'),
              })
            }
          >
            {ItemAnalysisTexts.exportXlsx}
          </Button>
        }
      />
      <label className="item-analysis__filter">
        <input type="checkbox" checked={onlyFlagged} onChange={(event) => setOnlyFlagged(event.target.checked)} />
        {ItemAnalysisTexts.onlyFlagged}
      </label>
      {onlyFlagged && sections.length === 0 && <p className="muted">{ItemAnalysisTexts.noFlagged}</p>}
      {sections.map(({ section, items }) => {
        const bars = facilityBars(items);
        const label = `${ResultTexts[section]}: ${ItemAnalysisTexts.title}`;
        if (bars.length === 0)
          return (
            <section key={section} className="panel" aria-label={label}>
              <h2 className="panel__title">{ResultTexts[section]}</h2>
              <p className="muted">{fillText(ItemAnalysisTexts.noSectionSittings, { section: ResultTexts[section] })}</p>
            </section>
          );
        return (
          <section key={section} className="panel" aria-label={label}>
            <h2 className="panel__title">{ResultTexts[section]}</h2>
            <figure className="item-analysis__chart" aria-labelledby={`${chartTitleId}-${section}`}>
              <figcaption id={`${chartTitleId}-${section}`} className="muted">
                {ItemAnalysisTexts.facilityChart}
              </figcaption>
              {/* The table below holds the same figures for screen readers. */}
              <div className="item-analysis__plot" aria-hidden="true">
                <RetryableLazy
                  load={loadChart}
                  props={{ bars }}
                  fallback={<Spinner />}
                  failedText={ResultTexts.chartFailed}
                  retryText={ItemAnalysisTexts.tryAgain}
                />
              </div>
            </figure>
            <Table
              caption={label}
              hideCaption
              columns={columns(setOpen)}
              rows={items}
              rowKey={(item) => item.question}
              rowClassName={(item) => (item.flags.length > 0 ? 'item-row--flagged' : undefined)}
            />
          </section>
        );
      })}
      {openItem && (
        <ItemDetailsDialog
          assignmentId={assignmentId}
          item={openItem}
          onAccepted={() => setAcceptedAt(Date.now())}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
