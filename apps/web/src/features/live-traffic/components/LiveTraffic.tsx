import { LiveTrafficTexts as T, type ReplicaTraffic, type TenantTraffic } from '@cdi/contracts';
import { useMemo, useState } from 'react';
import { clockTime } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { RetryableLazy } from '../../../shared/ui/RetryableLazy';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { StatTile } from '../../../shared/ui/StatTile';
import { Table, type Column } from '../../../shared/ui/Table';
import { useLiveTraffic } from '../hooks/use-live-traffic';
import { formatFigure, replicasSeen, TOTAL_SCOPE, trafficRows } from '../lib/traffic-history';
import './live-traffic.css';

const loadCharts = () => import('./TrafficCharts');

const figure = (value: number | null | undefined) => formatFigure(value, T.notMeasured);

const replicaColumns: Column<ReplicaTraffic>[] = [
  { header: T.replica, cell: (r) => r.replica },
  { header: T.candidates, cell: (r) => r.candidates, align: 'end' },
  { header: T.invigilators, cell: (r) => r.invigilators, align: 'end' },
  { header: T.answersPerSecond, cell: (r) => figure(r.answersPerSecond), align: 'end' },
  { header: T.ackP50, cell: (r) => figure(r.ackP50Ms), align: 'end' },
  { header: T.ackP99, cell: (r) => figure(r.ackP99Ms), align: 'end' },
  { header: T.deliveryP99, cell: (r) => figure(r.deliveryP99Ms), align: 'end' },
  { header: T.eventLoopP99, cell: (r) => figure(r.eventLoopP99Ms), align: 'end' },
  { header: T.lastReport, cell: (r) => clockTime(r.at, { seconds: true }) },
];

const tenantColumns: Column<TenantTraffic>[] = [
  { header: T.tenant, cell: (t) => t.name },
  { header: T.candidatesOnline, cell: (t) => t.candidatesOnline, align: 'end' },
  { header: T.answersPerSecond, cell: (t) => figure(t.answersPerSecond), align: 'end' },
  { header: T.sittingsInProgress, cell: (t) => t.sittingsInProgress, align: 'end' },
];

/**
 * The cluster's live traffic, pushed on /ops every 2 s: the figures now, their series over the last
 * 15 minutes (kept in the page), each api replica, and the tenants with candidates online or sittings
 * in progress. Needs the developer layout's /ops connection.
 */
export function LiveTraffic() {
  const { history, latest, connected } = useLiveTraffic();
  const [scope, setScope] = useState(TOTAL_SCOPE);
  const replicas = useMemo(() => replicasSeen(history), [history]);
  const rows = useMemo(() => trafficRows(history, scope), [history, scope]);
  const now = latest ? (scope === TOTAL_SCOPE ? latest.total : latest.replicas.find((r) => r.replica === scope)) : undefined;

  return (
    <section className="live-traffic" aria-label={T.title}>
      {!connected && <Notice tone="info">{T.disconnected}</Notice>}
      {connected && !latest && <Spinner label={T.waiting} />}
      {latest && (
        <>
          <div className="toolbar">
            <SelectField
              id="live-traffic-scope"
              label={T.scopeLabel}
              value={scope}
              onChange={(event) => setScope(event.target.value)}
              options={[{ value: TOTAL_SCOPE, label: T.scopeTotal }, ...replicas.map((r) => ({ value: r, label: r }))]}
            />
            <p className="live-traffic__note">{T.history}</p>
          </div>
          <div className="grid grid--stats">
            <StatTile label={T.candidates} value={figure(now?.candidates)} />
            <StatTile label={T.invigilators} value={figure(now?.invigilators)} />
            <StatTile label={T.answersPerSecond} value={figure(now?.answersPerSecond)} />
            <StatTile label={T.ackP99} value={figure(now?.ackP99Ms)} />
            <StatTile label={T.deliveryP99} value={figure(now?.deliveryP99Ms)} />
            <StatTile label={T.eventLoopP99} value={figure(now?.eventLoopP99Ms)} />
          </div>
          <RetryableLazy
            load={loadCharts}
            props={{ rows }}
            fallback={<Spinner label={T.chartsLoading} />}
            failedText={T.chartsFailed}
            retryText={T.retry}
          />
          <section className="panel">
            <Table caption={T.replicasCaption} columns={replicaColumns} rows={latest.replicas} rowKey={(r) => r.replica} scroll />
          </section>
          <section className="panel">
            {latest.tenants.length > 0 ? (
              <Table caption={T.tenantsCaption} columns={tenantColumns} rows={latest.tenants} rowKey={(t) => t.tenantId} />
            ) : (
              <EmptyState title={T.tenantsCaption} description={T.noTenants} />
            )}
          </section>
        </>
      )}
    </section>
  );
}
