import { STORAGE_PREFIX } from '../../../shared/session/storage-keys';

/** Starts with the shared prefix, so signing out removes it with the rest of the user's data. */
export const DISPLAY_PREFERENCES_STORAGE_KEY = `${STORAGE_PREFIX}display-preferences`;

export const CONTRAST_MODES = ['black-on-white', 'white-on-black', 'yellow-on-black'] as const;
export const TEXT_SIZES = ['regular', 'large', 'extra-large'] as const;
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;

export type ContrastMode = (typeof CONTRAST_MODES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

export interface DisplayPreferences {
  contrast: ContrastMode;
  textSize: TextSize;
  theme: ThemePreference;
}

export type DisplaySetting = keyof DisplayPreferences;

/** Spec 1 §9: theme light, contrast Black on white, text size regular. */
export const DEFAULT_DISPLAY_PREFERENCES: Readonly<DisplayPreferences> = {
  contrast: 'black-on-white',
  textSize: 'regular',
  theme: 'light',
};

export interface DisplayChoice<Value extends string> {
  value: Value;
  label: string;
}

export const DISPLAY_SETTINGS: readonly DisplaySetting[] = ['contrast', 'textSize', 'theme'];

export const DISPLAY_SETTING_TITLES: Record<DisplaySetting, string> = {
  contrast: 'Contrast',
  textSize: 'Text size',
  theme: 'Theme',
};

export const DISPLAY_CHOICES: { [Setting in DisplaySetting]: readonly DisplayChoice<DisplayPreferences[Setting]>[] } = {
  contrast: [
    { value: 'black-on-white', label: 'Black on white' },
    { value: 'white-on-black', label: 'White on black' },
    { value: 'yellow-on-black', label: 'Yellow on black' },
  ],
  textSize: [
    { value: 'regular', label: 'Regular' },
    { value: 'large', label: 'Large' },
    { value: 'extra-large', label: 'Extra large' },
  ],
  theme: [
    { value: 'light', label: 'Light' },
    { value: 'dark', label: 'Dark' },
    { value: 'system', label: 'System' },
  ],
};

export function choiceLabel<Setting extends DisplaySetting>(setting: Setting, value: DisplayPreferences[Setting]): string {
  const choices: readonly DisplayChoice<string>[] = DISPLAY_CHOICES[setting];
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

function oneOf<Value extends string>(allowed: readonly Value[], value: unknown, fallback: Value): Value {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** Reads stored preferences field by field: a value from an older or tampered store falls back to its default alone. */
export function parseDisplayPreferences(stored: unknown): DisplayPreferences {
  const fields = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    contrast: oneOf(CONTRAST_MODES, fields.contrast, DEFAULT_DISPLAY_PREFERENCES.contrast),
    textSize: oneOf(TEXT_SIZES, fields.textSize, DEFAULT_DISPLAY_PREFERENCES.textSize),
    theme: oneOf(THEME_PREFERENCES, fields.theme, DEFAULT_DISPLAY_PREFERENCES.theme),
  };
}

export function resolveTheme(theme: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

export interface DisplayAttributes {
  'data-contrast': ContrastMode;
  'data-text-size': TextSize;
  'data-theme': ResolvedTheme;
}

/**
 * The attributes styles.css reads on the root element. Black on white is the standard palette, so the
 * theme decides; the two high-contrast modes win over the theme and always use the dark palette's
 * colour scheme, so native controls and scrollbars match their black background.
 */
export function displayAttributes(preferences: DisplayPreferences, systemPrefersDark: boolean): DisplayAttributes {
  const highContrast = preferences.contrast !== 'black-on-white';
  return {
    'data-contrast': preferences.contrast,
    'data-text-size': preferences.textSize,
    'data-theme': highContrast ? 'dark' : resolveTheme(preferences.theme, systemPrefersDark),
  };
}
