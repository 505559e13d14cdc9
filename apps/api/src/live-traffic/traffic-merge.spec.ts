import { LatencyHistogram } from '../live/latency-histogram';
import { mergeTraffic, readReports, type ReplicaReport } from './traffic-merge';

function report(replica: string, at: number, overrides: Partial<ReplicaReport> = {}, acks: number[] = []): ReplicaReport {
  const ack = new LatencyHistogram();
  acks.forEach((ms) => ack.record(ms));
  return {
    replica,
    at,
    candidates: 0,
    invigilators: 0,
    developers: 0,
    answersPerSecond: 0,
    ack: ack.snapshot(),
    delivery: new LatencyHistogram().snapshot(),
    eventLoopP99Ms: null,
    tenants: {},
    ...overrides,
  };
}

describe('live traffic across replicas', () => {
  const now = Date.UTC(2026, 10, 25, 9, 0, 0);

  it('keeps fresh reports and names stale or broken ones for removal', () => {
    const { fresh, stale } = readReports(
      {
        b: JSON.stringify(report('b', now - 1000)),
        a: JSON.stringify(report('a', now - 500)),
        gone: JSON.stringify(report('gone', now - 60_000)),
        broken: '{',
      },
      now,
      6000,
    );
    expect(fresh.map((r) => r.replica)).toEqual(['a', 'b']);
    expect(stale.sort()).toEqual(['broken', 'gone']);
  });

  it('sums counts, merges latency buckets and takes the worst event loop', () => {
    const view = mergeTraffic(
      [
        report(
          'a',
          now,
          {
            candidates: 3,
            invigilators: 1,
            answersPerSecond: 2.5,
            eventLoopP99Ms: 11,
            tenants: { t1: { candidates: 3, answersPerSecond: 2.5 } },
          },
          [3, 3, 3],
        ),
        report(
          'b',
          now,
          {
            candidates: 2,
            answersPerSecond: 1,
            eventLoopP99Ms: 30,
            tenants: { t1: { candidates: 1, answersPerSecond: 1 }, t2: { candidates: 1, answersPerSecond: 0 } },
          },
          [900],
        ),
      ],
      {
        names: new Map([
          ['t1', 'Centre One'],
          ['t2', 'Centre Two'],
        ]),
        sittingsInProgress: new Map([
          ['t1', 4],
          ['t3', 2],
        ]),
      },
      now,
    );
    expect(view.total).toMatchObject({ candidates: 5, invigilators: 1, answersPerSecond: 3.5, eventLoopP99Ms: 30 });
    expect(view.total.ackP99Ms).toBeGreaterThan(750);
    expect(view.total.ackP50Ms).toBeLessThanOrEqual(3);
    expect(view.total.deliveryP99Ms).toBeNull();
    expect(view.replicas.map((r) => [r.replica, r.candidates])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect(view.tenants).toEqual([
      { tenantId: 't1', name: 'Centre One', candidatesOnline: 4, answersPerSecond: 3.5, sittingsInProgress: 4 },
      { tenantId: 't2', name: 'Centre Two', candidatesOnline: 1, answersPerSecond: 0, sittingsInProgress: 0 },
      { tenantId: 't3', name: 't3', candidatesOnline: 0, answersPerSecond: 0, sittingsInProgress: 2 },
    ]);
  });
});
