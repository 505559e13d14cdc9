import { SessionUserSchema, type SessionUser } from '@cdi/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearLocalUserData, SESSION_STORAGE_KEY } from './storage-keys';

const UnifiedSessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  candidateId: z.string(),
  user: SessionUserSchema,
  token: z.string(),
  startTime: z.number(),
  lastActivity: z.number(),
  isActive: z.boolean(),
  userAgent: z.string(),
});
export type UnifiedSession = z.infer<typeof UnifiedSessionSchema>;

/** 'checking' while a stored session is being confirmed with the server; route guards wait for 'ready'. */
export type AuthStatus = 'checking' | 'ready';

interface SessionState {
  session: UnifiedSession | null;
  authStatus: AuthStatus;
  /** While a session-expiry warning is open, only its own button extends the session. */
  activityPaused: boolean;
  /** Why the last session ended, shown on the login screen. */
  signOutNotice: string | null;
  begin: (user: SessionUser, token: string, now: number) => void;
  setUser: (user: SessionUser) => void;
  recordActivity: (now: number) => void;
  setAuthStatus: (status: AuthStatus) => void;
  setActivityPaused: (paused: boolean) => void;
  clear: (notice?: string) => void;
}

function parseStoredSession(persisted: unknown): UnifiedSession | null {
  const stored = (persisted as { session?: unknown } | undefined)?.session;
  const parsed = UnifiedSessionSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      authStatus: 'ready',
      activityPaused: false,
      signOutNotice: null,
      begin: (user, token, now) =>
        set({
          session: {
            sessionId: crypto.randomUUID(),
            userId: user.id,
            candidateId: user.candidate_id,
            user,
            token,
            startTime: now,
            lastActivity: now,
            isActive: true,
            userAgent: navigator.userAgent,
          },
          authStatus: 'ready',
          signOutNotice: null,
        }),
      setUser: (user) =>
        set(({ session }) => (session ? { session: { ...session, user, userId: user.id, candidateId: user.candidate_id } } : {})),
      recordActivity: (now) => set(({ session }) => (session ? { session: { ...session, lastActivity: now } } : {})),
      setAuthStatus: (authStatus) => set({ authStatus }),
      setActivityPaused: (activityPaused) => set({ activityPaused }),
      clear: (notice) => {
        set({ session: null, activityPaused: false, authStatus: 'ready', signOutNotice: notice ?? null });
        clearLocalUserData();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ session }) => ({ session }),
      merge: (persisted, current) => ({ ...current, session: parseStoredSession(persisted) }),
    },
  ),
);

export const useSessionUser = (): SessionUser | null => useSession((state) => state.session?.user ?? null);

/** Another tab signing in or out rewrites the stored session; follow it here. */
export function followSessionInOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void useSession.persist.rehydrate();
  });
}
