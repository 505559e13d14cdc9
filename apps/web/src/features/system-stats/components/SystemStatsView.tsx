import { type SystemStats, SystemStatsTexts as T } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { dateTimeWithSeconds } from '../../../shared/format/date';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon, type IconName } from '../../../shared/ui/Icon';
import { Notice } from '../../../shared/ui/Notice';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { Spinner } from '../../../shared/ui/Spinner';
import { useSystemStats } from '../hooks/use-system-stats';
import { formatCount, formatMs, formatOptionalCount, formatPercent } from '../lib/format-stats';
import '../system-stats.css';

function StatsCard({ title, value, icon, children }: { title: string; value: string; icon: IconName; children: ReactNode }) {
  return (
    <div className="stat-tile stats-card">
      <span className="stat-tile__icon">
        <Icon name={icon} />
      </span>
      <dl className="stat-tile__body">
        <dt className="stat-tile__label">{title}</dt>
        <dd className="stat-tile__value">{value}</dd>
        <dd className="stats-card__detail">{children}</dd>
      </dl>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="stats-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="stats-facts__row">
          <dt>{label}</dt>
          <dd className={value === T.notApplicable ? 'stats-facts__na' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatsBody({ stats }: { stats: SystemStats }) {
  const { database: db, users, tenants, activity, storage, performance: perf } = stats;
  const trendUp = activity.upload_trend === 'up';
  return (
    <>
      <div className="grid grid--stats" role="group" aria-label="Overview">
        <StatsCard title={T.totalExams} value={formatCount(db.total_exams)} icon="document">
          {formatPercent(db.completion_rate)} {T.completionRate}
        </StatsCard>
        <StatsCard title={T.totalUsers} value={formatCount(users.total_users)} icon="group">
          {formatPercent(users.active_rate)} {T.activeRate}
        </StatsCard>
        <StatsCard title={T.totalTenants} value={formatCount(tenants.total_tenants)} icon="building">
          {formatPercent(tenants.active_rate)} {T.activeRate}
        </StatsCard>
        <StatsCard title={T.recentUploads} value={formatCount(activity.recent_uploads)} icon="upload">
          <span
            className={trendUp ? 'stats-trend stats-trend--up' : 'stats-trend stats-trend--down'}
            data-trend={activity.upload_trend}
          >
            <span aria-hidden="true">{trendUp ? '▲' : '▼'}</span>{' '}
            <span className="sr-only">{trendUp ? T.trendUp : T.trendDown}: </span>
            {formatCount(activity.hourly_uploads)} {T.lastHour}
          </span>
        </StatsCard>
      </div>

      <div className="grid grid--two">
        <Panel id="stats-exams" title={T.examBreakdown}>
          <Facts
            rows={[
              [T.listening, formatCount(db.listening_exams)],
              [T.reading, formatCount(db.reading_exams)],
              [T.writing, formatCount(db.writing_exams)],
              [T.completed, formatCount(db.completed_exams)],
              [T.pending, formatCount(db.pending_exams)],
              [T.failed, formatCount(db.failed_exams)],
            ]}
          />
        </Panel>
        <Panel id="stats-users" title={T.userStatistics}>
          <Facts
            rows={[
              [T.total, formatCount(users.total_users)],
              [T.admins, formatCount(users.admin_users)],
              [T.testTakers, formatCount(users.test_taker_users)],
              [T.developers, formatCount(users.developer_users)],
              [T.activeUsers, formatCount(users.active_users)],
              [T.activeRateLabel, formatPercent(users.active_rate)],
            ]}
          />
          <p className="stats-note">{T.activeWindowNote}</p>
        </Panel>
        <Panel id="stats-tenants" title={T.tenantStatistics}>
          <Facts
            rows={[
              [T.total, formatCount(tenants.total_tenants)],
              [T.activeTenants, formatCount(tenants.active_tenants)],
              [T.activeRateLabel, formatPercent(tenants.active_rate)],
              [T.freePlan, formatOptionalCount(tenants.free_plan)],
              [T.proPlan, formatOptionalCount(tenants.pro_plan)],
              [T.enterprisePlan, formatOptionalCount(tenants.enterprise_plan)],
            ]}
          />
        </Panel>
        <Panel id="stats-performance" title={T.systemPerformance}>
          <div className="stats-bars">
            <ProgressBar label={T.cpuUsage} percent={perf.cpu_usage} format={formatPercent} />
            <ProgressBar label={T.memoryUsage} percent={perf.memory_usage} format={formatPercent} />
            {perf.disk_usage === null ? (
              <Facts rows={[[T.diskUsage, T.notApplicable]]} />
            ) : (
              <ProgressBar label={T.diskUsage} percent={perf.disk_usage} format={formatPercent} />
            )}
          </div>
        </Panel>
        <Panel id="stats-storage" title={T.storageAndProcessing}>
          <Facts
            rows={[
              [T.audioFiles, formatCount(storage.audio_files)],
              [T.solutionFiles, formatCount(storage.solution_files)],
              [T.imageFiles, formatCount(storage.image_files)],
              [T.aiProcessed, formatOptionalCount(storage.ai_processed)],
              [T.avgResponseTime, formatMs(perf.avg_response_time)],
              [T.cacheHitRate, formatPercent(perf.cache_hit_rate)],
              [T.uptime, formatPercent(perf.uptime_percentage)],
            ]}
          />
        </Panel>
      </div>
      <p className="stats-note">
        {T.measuredAt} <time dateTime={stats.measured_at}>{dateTimeWithSeconds(stats.measured_at)}</time>
      </p>
    </>
  );
}

/** The measured figures: cards and panels, with loading, error and empty views; polled every 30 s. */
export function SystemStatsView() {
  const query = useSystemStats();
  if (query.isPending) return <Spinner />;
  if (query.isError && query.data === undefined) {
    return (
      <section className="panel stats-error" aria-labelledby="stats-error-title">
        <h2 id="stats-error-title" className="panel__title">
          {T.failedToLoad}
        </h2>
        <p>{errorMessage(query.error, T.failedToFetch)}</p>
        <Button busy={query.isFetching} onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </section>
    );
  }
  if (!query.data) return <EmptyState title={T.noData} description={T.notAvailable} />;
  return (
    <>
      {query.isError && <Notice tone="error">{errorMessage(query.error, T.failedToFetch)}</Notice>}
      <StatsBody stats={query.data} />
    </>
  );
}
