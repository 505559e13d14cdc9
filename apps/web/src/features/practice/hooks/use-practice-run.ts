import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSession } from '../../../shared/session/session-store';
import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';
import { finishRun, parseStoredRun, startRun, type FinishOutcome, type PracticeRun } from '../lib/practice-run';
import type { LoadedPracticeTest } from '../lib/practice-test';

/** Session storage: a reload keeps the run, closing the tab or signing out ends it. */
const PRACTICE_RUN_STORAGE_KEY = `${STORAGE_PREFIX}practice-run`;

interface PracticeRunState {
  /** The one local test session; null when none. */
  run: PracticeRun | null;
  start: (test: LoadedPracticeTest, userId: string) => void;
  /** Applies one of the run rules (answer, move, flag) to the run, if there is one. */
  update: (change: (run: PracticeRun) => PracticeRun) => void;
  finish: () => FinishOutcome;
  clear: () => void;
}

export const usePracticeRun = create<PracticeRunState>()(
  persist(
    (set, get) => ({
      run: null,
      start: (test, userId) => set({ run: startRun(test, userId, Date.now(), crypto.randomUUID()) }),
      update: (change) => set(({ run }) => (run ? { run: change(run) } : {})),
      finish: () => {
        const outcome = finishRun(get().run);
        if (outcome.ok) set({ run: outcome.run });
        return outcome;
      },
      clear: () => set({ run: null }),
    }),
    {
      name: PRACTICE_RUN_STORAGE_KEY,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ run }) => ({ run }),
      merge: (persisted, current) => ({ ...current, run: parseStoredRun(persisted) }),
    },
  ),
);

// Signing out removes saved answers: the stored copy goes with all local data, this one here.
useSession.subscribe((state, previous) => {
  if (previous.session && !state.session) usePracticeRun.getState().clear();
});
