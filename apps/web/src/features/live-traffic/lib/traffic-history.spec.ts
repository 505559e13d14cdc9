import type { LiveTraffic, TrafficFigures } from '@cdi/contracts';
import { appendTraffic, formatFigure, replicasSeen, TOTAL_SCOPE, trafficRows } from './traffic-history';

const figures = (answersPerSecond: number): TrafficFigures => ({
  candidates: 3,
  invigilators: 1,
  developers: 1,
  answersPerSecond,
  ackP50Ms: 4,
  ackP99Ms: 12.5,
  deliveryP99Ms: null,
  eventLoopP99Ms: 10.2,
});

const view = (at: number, replicas: Record<string, number>): LiveTraffic => ({
  at: new Date(at).toISOString(),
  total: figures(Object.values(replicas).reduce((a, b) => a + b, 0)),
  replicas: Object.entries(replicas).map(([replica, rate]) => ({ replica, at: new Date(at).toISOString(), ...figures(rate) })),
  tenants: [],
});

describe('live traffic history', () => {
  it('keeps only the last 15 minutes', () => {
    const start = Date.UTC(2026, 10, 25, 9, 0, 0);
    let history = appendTraffic([], view(start, { a: 1 }));
    history = appendTraffic(history, view(start + 10 * 60_000, { a: 2 }));
    history = appendTraffic(history, view(start + 16 * 60_000, { a: 3 }));
    expect(history.map((p) => p.total.answersPerSecond)).toEqual([2, 3]);
  });

  it('gives the total or one replica, with gaps where that replica did not report', () => {
    const start = Date.UTC(2026, 10, 25, 9, 0, 0);
    let history = appendTraffic([], view(start, { a: 1 }));
    history = appendTraffic(history, view(start + 2000, { a: 1, b: 4 }));
    expect(replicasSeen(history)).toEqual(['a', 'b']);
    expect(trafficRows(history, TOTAL_SCOPE).map((r) => r.answersPerSecond)).toEqual([1, 5]);
    expect(trafficRows(history, 'b').map((r) => r.answersPerSecond)).toEqual([null, 4]);
  });

  it('ignores a view older than the last one (a reconnect may repeat one)', () => {
    const start = Date.UTC(2026, 10, 25, 9, 0, 0);
    let history = appendTraffic([], view(start + 2000, { a: 1 }));
    history = appendTraffic(history, view(start, { a: 9 }));
    expect(history.map((p) => p.total.answersPerSecond)).toEqual([1]);
  });

  it('formats figures for reading', () => {
    expect(formatFigure(null, '—')).toBe('—');
    expect(formatFigure(3, '—')).toBe('3');
    expect(formatFigure(12.345, '—')).toBe('12.3');
    expect(formatFigure(250.6, '—')).toBe('251');
  });
});
