import type { LiveTraffic, ReplicaTraffic, TenantTraffic, TrafficFigures } from '@cdi/contracts';
import { type HistogramSnapshot, LatencyHistogram } from '../live/latency-histogram';

/** What one api replica publishes to Redis every interval (epoch ms in `at`). */
export interface ReplicaReport {
  replica: string;
  at: number;
  candidates: number;
  invigilators: number;
  developers: number;
  answersPerSecond: number;
  ack: HistogramSnapshot;
  delivery: HistogramSnapshot;
  eventLoopP99Ms: number | null;
  /** Per tenant: this replica's connected candidates and saved answers per second. */
  tenants: Record<string, { candidates: number; answersPerSecond: number }>;
}

/** What the database says about tenants for the table: names, and sittings in progress now. */
export interface TenantFacts {
  names: ReadonlyMap<string, string>;
  sittingsInProgress: ReadonlyMap<string, number>;
}

/**
 * The reports still fresh (taken within `maxAgeMs` of `now`) and the replicas whose report is stale
 * or unreadable (a replica that stopped: its field is removed).
 */
export function readReports(
  raw: Record<string, string>,
  now: number,
  maxAgeMs: number,
): { fresh: ReplicaReport[]; stale: string[] } {
  const fresh: ReplicaReport[] = [];
  const stale: string[] = [];
  for (const [replica, json] of Object.entries(raw)) {
    let report: ReplicaReport | null;
    try {
      report = JSON.parse(json) as ReplicaReport;
    } catch {
      report = null;
    }
    if (report && typeof report.at === 'number' && now - report.at <= maxAgeMs) fresh.push(report);
    else stale.push(replica);
  }
  fresh.sort((a, b) => a.replica.localeCompare(b.replica));
  return { fresh, stale };
}

const round = (n: number) => Math.round(n * 100) / 100;

function figures(reports: readonly ReplicaReport[]): TrafficFigures {
  const ack = new LatencyHistogram();
  const delivery = new LatencyHistogram();
  let loop: number | null = null;
  const sum = (pick: (r: ReplicaReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  for (const report of reports) {
    ack.merge(report.ack);
    delivery.merge(report.delivery);
    if (report.eventLoopP99Ms !== null) loop = Math.max(loop ?? 0, report.eventLoopP99Ms);
  }
  return {
    candidates: sum((r) => r.candidates),
    invigilators: sum((r) => r.invigilators),
    developers: sum((r) => r.developers),
    answersPerSecond: round(sum((r) => r.answersPerSecond)),
    ackP50Ms: ack.quantile(0.5),
    ackP99Ms: ack.quantile(0.99),
    deliveryP99Ms: delivery.quantile(0.99),
    eventLoopP99Ms: loop,
  };
}

/** The cluster's view: each replica, their total (latencies from the merged buckets), and the tenant table. */
export function mergeTraffic(reports: readonly ReplicaReport[], facts: TenantFacts, now: number): LiveTraffic {
  const replicas: ReplicaTraffic[] = reports.map((report) => ({
    replica: report.replica,
    at: new Date(report.at).toISOString(),
    ...figures([report]),
  }));
  const tenants = new Map<string, TenantTraffic>();
  const row = (tenantId: string): TenantTraffic => {
    let found = tenants.get(tenantId);
    if (!found) {
      found = {
        tenantId,
        name: facts.names.get(tenantId) ?? tenantId,
        candidatesOnline: 0,
        answersPerSecond: 0,
        sittingsInProgress: facts.sittingsInProgress.get(tenantId) ?? 0,
      };
      tenants.set(tenantId, found);
    }
    return found;
  };
  for (const report of reports) {
    for (const [tenantId, figures] of Object.entries(report.tenants)) {
      const tenant = row(tenantId);
      tenant.candidatesOnline += figures.candidates;
      tenant.answersPerSecond = round(tenant.answersPerSecond + figures.answersPerSecond);
    }
  }
  for (const tenantId of facts.sittingsInProgress.keys()) row(tenantId);
  return {
    at: new Date(now).toISOString(),
    total: figures(reports),
    replicas,
    tenants: [...tenants.values()].sort(
      (a, b) =>
        b.candidatesOnline - a.candidatesOnline || b.sittingsInProgress - a.sittingsInProgress || a.name.localeCompare(b.name),
    ),
  };
}

/** Tenants a report names, for looking their names up. */
export function tenantIdsOf(reports: readonly ReplicaReport[]): string[] {
  return [...new Set(reports.flatMap((r) => Object.keys(r.tenants)))];
}
