import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSession } from '../../../shared/session/session-store';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  DISPLAY_PREFERENCES_STORAGE_KEY,
  parseDisplayPreferences,
  type DisplayPreferences,
  type DisplaySetting,
} from './display-preferences';

interface DisplayPreferencesState extends DisplayPreferences {
  setPreference: <Setting extends DisplaySetting>(setting: Setting, value: DisplayPreferences[Setting]) => void;
}

export const useDisplayPreferences = create<DisplayPreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_DISPLAY_PREFERENCES,
      setPreference: (setting, value) => set({ [setting]: value }),
    }),
    {
      name: DISPLAY_PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ contrast, textSize, theme }) => ({ contrast, textSize, theme }),
      merge: (persisted, current) => ({ ...current, ...parseDisplayPreferences(persisted) }),
    },
  ),
);

/**
 * Signing in opens the exam at the candidate's arranged text size (special arrangements) unless this
 * device already holds their own choice. Clearing the session removes the stored copy; forget the
 * in-memory one too, so the next sign-in starts from the defaults.
 */
useSession.subscribe((state, previous) => {
  if (!previous.session && state.session) {
    const arranged = state.session.user.default_text_size;
    if (arranged && !window.localStorage.getItem(DISPLAY_PREFERENCES_STORAGE_KEY))
      useDisplayPreferences.setState({ textSize: arranged });
    return;
  }
  if (!previous.session || state.session) return;
  useDisplayPreferences.setState({ ...DEFAULT_DISPLAY_PREFERENCES });
  useDisplayPreferences.persist.clearStorage();
});
