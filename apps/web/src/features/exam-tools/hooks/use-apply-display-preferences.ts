import { useLayoutEffect, useSyncExternalStore } from 'react';
import { displayAttributes, type DisplayAttributes } from '../lib/display-preferences';
import { useDisplayPreferences } from '../lib/display-preferences-store';
import '../display-preferences.css';

const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void): () => void {
  const query = window.matchMedia(PREFERS_DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(PREFERS_DARK_QUERY).matches;

/** Whether the operating system asks for a dark colour scheme, updated live when it changes. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
}

/**
 * Applies the candidate's contrast, text size and theme to the root element while the calling screen
 * is shown (call it once, in the exam layout), and puts back what was there before when it goes.
 */
export function useApplyDisplayPreferences(): void {
  const contrast = useDisplayPreferences((state) => state.contrast);
  const textSize = useDisplayPreferences((state) => state.textSize);
  const theme = useDisplayPreferences((state) => state.theme);
  const prefersDark = useSystemPrefersDark();

  useLayoutEffect(() => {
    const root = document.documentElement;
    const attributes = Object.entries(displayAttributes({ contrast, textSize, theme }, prefersDark)) as [
      keyof DisplayAttributes,
      string,
    ][];
    const previous = attributes.map(([name]) => [name, root.getAttribute(name)] as const);
    attributes.forEach(([name, value]) => root.setAttribute(name, value));
    return () => {
      previous.forEach(([name, value]) => (value === null ? root.removeAttribute(name) : root.setAttribute(name, value)));
    };
  }, [contrast, textSize, theme, prefersDark]);
}
