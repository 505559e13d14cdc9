import {
  choiceLabel,
  DEFAULT_DISPLAY_PREFERENCES,
  displayAttributes,
  parseDisplayPreferences,
  resolveTheme,
} from './display-preferences';

describe('display preferences', () => {
  it('defaults to the light theme, black on white and regular text', () => {
    expect(DEFAULT_DISPLAY_PREFERENCES).toEqual({ theme: 'light', contrast: 'black-on-white', textSize: 'regular' });
  });

  it('labels the contrast modes with the spec texts', () => {
    expect(choiceLabel('contrast', 'black-on-white')).toBe('Black on white');
    expect(choiceLabel('contrast', 'white-on-black')).toBe('White on black');
    expect(choiceLabel('contrast', 'yellow-on-black')).toBe('Yellow on black');
    expect(choiceLabel('textSize', 'extra-large')).toBe('Extra large');
  });

  describe('parseDisplayPreferences', () => {
    it('keeps valid stored values', () => {
      expect(parseDisplayPreferences({ contrast: 'yellow-on-black', textSize: 'large', theme: 'system' })).toEqual({
        contrast: 'yellow-on-black',
        textSize: 'large',
        theme: 'system',
      });
    });

    it('replaces each unknown value by its own default and keeps the others', () => {
      expect(parseDisplayPreferences({ contrast: 'neon', textSize: 'extra-large', theme: 42 })).toEqual({
        contrast: 'black-on-white',
        textSize: 'extra-large',
        theme: 'light',
      });
    });

    it('falls back to the defaults for nothing stored or a non-object', () => {
      expect(parseDisplayPreferences(undefined)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
      expect(parseDisplayPreferences('dark')).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    });
  });

  describe('resolveTheme', () => {
    it('keeps an explicit theme whatever the system prefers', () => {
      expect(resolveTheme('light', true)).toBe('light');
      expect(resolveTheme('dark', false)).toBe('dark');
    });

    it('follows the system preference for system', () => {
      expect(resolveTheme('system', true)).toBe('dark');
      expect(resolveTheme('system', false)).toBe('light');
    });
  });

  describe('displayAttributes', () => {
    it('maps the defaults to the light palette at regular size', () => {
      expect(displayAttributes(DEFAULT_DISPLAY_PREFERENCES, true)).toEqual({
        'data-contrast': 'black-on-white',
        'data-text-size': 'regular',
        'data-theme': 'light',
      });
    });

    it('lets the theme decide under black on white', () => {
      const preferences = { contrast: 'black-on-white', textSize: 'large', theme: 'system' } as const;
      expect(displayAttributes(preferences, true)['data-theme']).toBe('dark');
      expect(displayAttributes(preferences, false)['data-theme']).toBe('light');
    });

    it('makes a high-contrast mode win over a light theme', () => {
      expect(displayAttributes({ contrast: 'white-on-black', textSize: 'regular', theme: 'light' }, false)).toEqual({
        'data-contrast': 'white-on-black',
        'data-text-size': 'regular',
        'data-theme': 'dark',
      });
      expect(displayAttributes({ contrast: 'yellow-on-black', textSize: 'extra-large', theme: 'system' }, false)).toEqual({
        'data-contrast': 'yellow-on-black',
        'data-text-size': 'extra-large',
        'data-theme': 'dark',
      });
    });
  });
});
