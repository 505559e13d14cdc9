import { TRAFFIC_HISTORY_MS, type LiveTraffic, type TrafficFigures } from '@cdi/contracts';

/** One point of the series: when (epoch ms) and the figures of the total and of each replica. */
export interface TrafficPoint {
  at: number;
  total: TrafficFigures;
  replicas: Record<string, TrafficFigures>;
}

/** 'total', or a replica's name. */
export type TrafficScope = string;
export const TOTAL_SCOPE: TrafficScope = 'total';

/** The history with the new view appended and whatever is older than the window dropped. */
export function appendTraffic(
  history: readonly TrafficPoint[],
  view: LiveTraffic,
  windowMs = TRAFFIC_HISTORY_MS,
): TrafficPoint[] {
  const at = Date.parse(view.at);
  const last = history.at(-1);
  if (Number.isNaN(at) || (last && at <= last.at)) return [...history];
  const point: TrafficPoint = {
    at,
    total: view.total,
    replicas: Object.fromEntries(view.replicas.map(({ replica, at: _at, ...figures }) => [replica, figures])),
  };
  const kept = history.filter((p) => p.at > at - windowMs);
  kept.push(point);
  return kept;
}

/** A chart row: the time and the scope's figures (null where the scope had no report at that point). */
export interface TrafficRow {
  at: number;
  candidates: number | null;
  invigilators: number | null;
  answersPerSecond: number | null;
  ackP50Ms: number | null;
  ackP99Ms: number | null;
  deliveryP99Ms: number | null;
  eventLoopP99Ms: number | null;
}

export function trafficRows(history: readonly TrafficPoint[], scope: TrafficScope): TrafficRow[] {
  return history.map((point) => {
    const figures = scope === TOTAL_SCOPE ? point.total : point.replicas[scope];
    return {
      at: point.at,
      candidates: figures?.candidates ?? null,
      invigilators: figures?.invigilators ?? null,
      answersPerSecond: figures?.answersPerSecond ?? null,
      ackP50Ms: figures?.ackP50Ms ?? null,
      ackP99Ms: figures?.ackP99Ms ?? null,
      deliveryP99Ms: figures?.deliveryP99Ms ?? null,
      eventLoopP99Ms: figures?.eventLoopP99Ms ?? null,
    };
  });
}

/** Every replica seen in the window, for the scope choice. */
export function replicasSeen(history: readonly TrafficPoint[]): string[] {
  return [...new Set(history.flatMap((p) => Object.keys(p.replicas)))].sort();
}

/** A figure for a tile or a cell: rounded to what a person reads, or the placeholder when not measured. */
export function formatFigure(value: number | null | undefined, placeholder: string): string {
  if (value === null || value === undefined) return placeholder;
  if (Number.isInteger(value)) return String(value);
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1);
}
