import {
  AdminJobEvents,
  AdminJobProgressSchema,
  INVIGILATE_NAMESPACE,
  type AdminJobProgress,
  type InvigilateClientToServer,
  type InvigilateServerToClient,
  SessionSocketEvents,
} from '@cdi/contracts';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import { useSession } from '../session/session-store';

/**
 * The latest word on each of this admin's long jobs (shuffles, enrolments), by job id; `closedReason`:
 * why the server closed the channel for good (a newer window of this sign-in), until it connects again.
 */
const useAdminJobs = create<{ jobs: Record<string, AdminJobProgress>; closedReason: string | null }>()(() => ({
  jobs: {},
  closedReason: null,
}));

function openSocket(token: string): Socket<InvigilateServerToClient, InvigilateClientToServer> {
  const socket: Socket<InvigilateServerToClient, InvigilateClientToServer> = io(INVIGILATE_NAMESPACE, {
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnection: true,
    // Apart from the roster pages' own connections, which come and go with their page.
    forceNew: true,
  });
  socket.on('connect', () => useAdminJobs.setState({ closedReason: null }));
  socket.on(SessionSocketEvents.takenOver, ({ message }) => useAdminJobs.setState({ closedReason: message }));
  socket.on(AdminJobEvents.progress, (payload: unknown) => {
    const parsed = AdminJobProgressSchema.safeParse(payload);
    if (!parsed.success) return;
    useAdminJobs.setState((state) => ({ jobs: { ...state.jobs, [parsed.data.jobId]: parsed.data } }));
  });
  return socket;
}

/**
 * Keeps the admin's job channel open while an admin is signed in, so no progress of a job they start
 * is missed, whichever page they are on. Mount once, in the admin layout.
 */
export function useAdminJobsConnection(): void {
  const token = useSession((state) => (state.session?.user.role === 'admin' ? state.session.token : undefined));
  useEffect(() => {
    if (!token) return;
    const socket = openSocket(token);
    return () => {
      socket.disconnect();
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
