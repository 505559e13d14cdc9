import { AdminJobEvents, AdminJobProgressSchema, type AdminJobProgress, SessionSocketEvents } from '@cdi/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useSession } from '../session/session-store';
import { holdInvigilateSocket } from './invigilate-socket';

/**
 * The latest word on each of this admin's long jobs (shuffles, enrolments), by job id; `closedReason`:
 * why the server closed the channel for good (a newer window of this sign-in), until it connects again.
 */
const useAdminJobs = create<{ jobs: Record<string, AdminJobProgress>; closedReason: string | null }>()(() => ({
  jobs: {},
  closedReason: null,
}));

/**
 * Keeps the admin's job channel open while an admin is signed in, so no progress of a job they start
 * is missed, whichever page they are on: the tab's /invigilate socket, which the roster pages share.
 * Mount once, in the admin layout.
 */
export function useAdminJobsConnection(): void {
  const token = useSession((state) => (state.session?.user.role === 'admin' ? state.session.token : undefined));
  useEffect(() => {
    if (!token) return;
    const { socket, release } = holdInvigilateSocket(token);
    const connected = () => useAdminJobs.setState({ closedReason: null });
    const takenOver = ({ message }: { message: string }) => useAdminJobs.setState({ closedReason: message });
    const progress = (payload: unknown) => {
      const parsed = AdminJobProgressSchema.safeParse(payload);
      if (!parsed.success) return;
      useAdminJobs.setState((state) => ({ jobs: { ...state.jobs, [parsed.data.jobId]: parsed.data } }));
    };
    socket.on('connect', connected);
    socket.on(SessionSocketEvents.takenOver, takenOver);
    socket.on(AdminJobEvents.progress, progress);
    return () => {
      socket.off('connect', connected);
      socket.off(SessionSocketEvents.takenOver, takenOver);
      socket.off(AdminJobEvents.progress, progress);
      release();
    };
  }, [token]);
}

/** How one job stands, as last heard; undefined before its first word (or with no job). */
export function useAdminJobProgress(jobId: string | null | undefined): AdminJobProgress | undefined {
  return useAdminJobs((state) => (jobId ? state.jobs[jobId] : undefined));
}

/** Why the server closed the job channel for good, shown by the admin layout; null while it is not. */
export function useAdminJobsClosedReason(): string | null {
  return useAdminJobs((state) => state.closedReason);
}
