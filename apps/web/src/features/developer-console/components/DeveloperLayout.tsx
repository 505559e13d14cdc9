import { Outlet } from 'react-router-dom';
import { DEVELOPER_ACTIVITY_EVENTS } from '../../../shared/session/session-rules';
import { useSessionUser } from '../../../shared/session/session-store';
import { useActivityTracker } from '../../../shared/session/use-activity-tracker';
import { useOpsClosedReason, useOpsConnection } from '../../../shared/socket/ops-socket';
import { ConsoleLayout } from '../../../shared/ui/ConsoleLayout';
import { Notice } from '../../../shared/ui/Notice';
import { useLogout } from '../../auth';
import { useOpsCacheSync } from '../../exam-parts';
import { DEVELOPER_SECTIONS } from '../lib/sections';
import { DeveloperSessionExpiry } from './DeveloperSessionExpiry';

export function DeveloperLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  useActivityTracker(DEVELOPER_ACTIVITY_EVENTS);
  useOpsConnection();
  useOpsCacheSync();
  const liveClosedReason = useOpsClosedReason();

  return (
    <ConsoleLayout
      title="Developer Console"
      titleTo="/developer-dashboard"
      brandIcon="dashboard"
      navLabel="Developer console"
      items={DEVELOPER_SECTIONS}
      userLabel={user?.email || user?.candidate_id || ''}
      onLogout={logout}
    >
      {liveClosedReason && <Notice tone="error">{liveClosedReason}</Notice>}
      <Outlet />
      <DeveloperSessionExpiry />
    </ConsoleLayout>
  );
}
