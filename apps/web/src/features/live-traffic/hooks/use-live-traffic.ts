import type { LiveTraffic } from '@cdi/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { onOpsTraffic, useOpsConnected } from '../../../shared/socket/ops-socket';
import { appendTraffic, type TrafficPoint } from '../lib/traffic-history';

interface TrafficStore {
  /** The last 15 minutes, oldest first. */
  history: TrafficPoint[];
  /** The latest view, with its replica and tenant tables. */
  latest: LiveTraffic | null;
}

const useTrafficStore = create<TrafficStore>()(() => ({ history: [], latest: null }));
let collecting = false;

/**
 * From the first time a page shows live traffic, every view pushed on /ops goes into the history (kept
 * in this browser tab, trimmed to 15 minutes), so moving between the developer's pages keeps the series.
 */
function collectTraffic(): void {
  if (collecting) return;
  collecting = true;
  onOpsTraffic((view) => useTrafficStore.setState((state) => ({ history: appendTraffic(state.history, view), latest: view })));
}

export interface LiveTrafficState extends TrafficStore {
  connected: boolean;
}

export function useLiveTraffic(): LiveTrafficState {
  useEffect(collectTraffic, []);
  const history = useTrafficStore((state) => state.history);
  const latest = useTrafficStore((state) => state.latest);
  return { history, latest, connected: useOpsConnected() };
}
