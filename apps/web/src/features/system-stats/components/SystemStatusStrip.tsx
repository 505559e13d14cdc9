import { SystemStatsTexts as T } from '@cdi/contracts';
import { Icon } from '../../../shared/ui/Icon';
import { useApiHealth } from '../hooks/use-system-stats';
import '../system-stats.css';

type State = 'healthy' | 'error' | 'checking' | 'not-applicable';

const STATE_TEXT: Record<State, string> = {
  healthy: T.healthy,
  error: T.error,
  checking: T.checking,
  'not-applicable': T.notApplicable,
};

function StatusItem({ label, state }: { label: string; state: State }) {
  return (
    <li className={`status-strip__item status-strip__item--${state}`} data-state={state}>
      {state === 'healthy' && <Icon name="check" size={18} />}
      {state === 'error' && <Icon name="alert" size={18} />}
      <span className="status-strip__label">{label}</span>
      <span className="status-strip__state">{STATE_TEXT[state]}</span>
    </li>
  );
}

/**
 * The status strip, from the health check polled every 30 s: API Services healthy only when the
 * check says ok; Database from its Postgres check; Network from whether the browser reached the
 * api at all. Nothing here is processed by AI, so that line says not applicable.
 */
export function SystemStatusStrip() {
  const health = useApiHealth();
  const reached = health.data !== undefined && !health.isError;
  const from = (ok: boolean): State => (health.isPending ? 'checking' : ok ? 'healthy' : 'error');
  return (
    <section className="panel status-strip" aria-labelledby="system-status-strip-title">
      <h2 id="system-status-strip-title" className="panel__title">
        {T.systemStatus}
      </h2>
      <ul className="status-strip__list" aria-live="polite">
        <StatusItem label={T.database} state={from(reached && health.data?.checks.postgres.status === 'up')} />
        <StatusItem label={T.apiServices} state={from(reached && health.data?.status === 'ok')} />
        <StatusItem label={T.network} state={from(reached)} />
        <StatusItem label={T.aiProcessing} state="not-applicable" />
      </ul>
    </section>
  );
}
