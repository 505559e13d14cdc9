import { AdminConsoleTexts, type HealthResponse } from '@cdi/contracts';
import { Icon } from '../../../shared/ui/Icon';
import { Spinner } from '../../../shared/ui/Spinner';
import { usePlatformHealth } from '../hooks/use-platform-health';
import '../admin-console.css';

const CHECK_NAMES: Record<string, string> = { postgres: 'Database', redis: 'Live services', queues: 'Background jobs' };

function downChecks(health: HealthResponse): string[] {
  return Object.entries(health.checks)
    .filter(([, check]) => check.status !== 'up')
    .map(([name]) => CHECK_NAMES[name] ?? name);
}

/** The System Status card, from the platform's real health check. */
export function SystemStatus() {
  const health = usePlatformHealth();
  const down = health.data ? downChecks(health.data) : [];
  const ok = health.data?.status === 'ok';
  return (
    <section className="panel status-card" aria-labelledby="system-status-title">
      <h2 id="system-status-title" className="panel__title">
        System Status
      </h2>
      {health.isPending && <Spinner />}
      {health.data && (
        <p className={ok ? 'status-card__line status-card__line--ok' : 'status-card__line status-card__line--bad'} role="status">
          <Icon name={ok ? 'check' : 'alert'} size={18} />
          {ok ? AdminConsoleTexts.allSystemsNormal : `${AdminConsoleTexts.systemsDegraded}: ${down.join(', ')}`}
        </p>
      )}
      {health.isError && !health.data && (
        <p className="status-card__line status-card__line--bad" role="status">
          <Icon name="alert" size={18} />
          {AdminConsoleTexts.systemsDegraded}
        </p>
      )}
    </section>
  );
}

/** The Database tab's status line: Healthy only when the database check says so. */
export function DatabaseStatus() {
  const health = usePlatformHealth();
  const up = health.data?.checks.postgres.status === 'up';
  const text = health.isPending ? 'Checking…' : up ? 'Healthy' : 'Unavailable';
  return (
    <p className="settings-fact">
      <span className="settings-fact__label">Status</span>
      <span className={up ? 'badge badge--success' : health.isPending ? 'badge' : 'badge badge--danger'}>{text}</span>
    </p>
  );
}
