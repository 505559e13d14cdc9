import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../shared/ui/Icon';
import {
  choiceLabel,
  DISPLAY_CHOICES,
  DISPLAY_SETTING_TITLES,
  DISPLAY_SETTINGS,
  type DisplayPreferences,
  type DisplaySetting,
} from '../lib/display-preferences';
import { useDisplayPreferences } from '../lib/display-preferences-store';
import { ExamToolTexts } from '../lib/exam-tools-texts';
import '../exam-tools.css';

/**
 * The header's 'Options' button and its overlay: Options, then Contrast, Text size or Theme, each a
 * radio group whose change applies at once (through useApplyDisplayPreferences). Back goes up a level;
 * Escape or Close shuts the overlay and puts focus back on the button.
 */
export function ExamOptionsMenu() {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<DisplaySetting | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The setting just left through Back, so focus lands on its entry again. */
  const leftSetting = useRef<DisplaySetting | null>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setLevel(null);
    leftSetting.current = null;
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const target =
      level === null
        ? panel.querySelector<HTMLElement>(`[data-setting="${leftSetting.current ?? DISPLAY_SETTINGS[0]}"]`)
        : panel.querySelector<HTMLElement>('input:checked');
    target?.focus();
  }, [open, level]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress, true);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress, true);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  return (
    <div
      ref={wrapperRef}
      className="exam-options"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the overlay closes it, like any disclosure that floats over the page.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary button--small"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {ExamToolTexts.options}
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="exam-options__panel" role="dialog" aria-label={ExamToolTexts.options}>
          {level === null ? (
            <OptionsLevel onEnter={setLevel} onClose={() => close(true)} />
          ) : (
            <SettingLevel
              setting={level}
              onBack={() => {
                leftSetting.current = level;
                setLevel(null);
              }}
              onClose={() => close(true)}
            />
          )}
        </div>
      )}
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="exam-options__icon-button" aria-label={ExamToolTexts.close} onClick={onClose}>
      <Icon name="close" size={18} />
    </button>
  );
}

function OptionsLevel({ onEnter, onClose }: { onEnter: (setting: DisplaySetting) => void; onClose: () => void }) {
  const preferences = useDisplayPreferences();
  const titleId = useId();
  return (
    <>
      <div className="exam-options__header">
        <h2 id={titleId} className="exam-options__title">
          {ExamToolTexts.options}
        </h2>
        <CloseButton onClose={onClose} />
      </div>
      <ul className="exam-options__list" aria-labelledby={titleId}>
        {DISPLAY_SETTINGS.map((setting) => (
          <li key={setting}>
            <button type="button" className="exam-options__entry" data-setting={setting} onClick={() => onEnter(setting)}>
              <span className="exam-options__entry-name">{DISPLAY_SETTING_TITLES[setting]}</span>
              <span className="exam-options__entry-value">{choiceLabel(setting, preferences[setting])}</span>
              <Icon name="expand" size={16} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

interface SettingLevelProps<Setting extends DisplaySetting> {
  setting: Setting;
  onBack: () => void;
  onClose: () => void;
}

function SettingLevel<Setting extends DisplaySetting>({ setting, onBack, onClose }: SettingLevelProps<Setting>) {
  const current = useDisplayPreferences((state) => state[setting]);
  const setPreference = useDisplayPreferences((state) => state.setPreference);
  const groupName = useId();
  const choices: readonly { value: DisplayPreferences[Setting]; label: string }[] = DISPLAY_CHOICES[setting];
  return (
    <>
      <div className="exam-options__header">
        <button type="button" className="exam-options__back" onClick={onBack}>
          <Icon name="collapse" size={16} />
          {ExamToolTexts.back}
        </button>
        <CloseButton onClose={onClose} />
      </div>
      <fieldset className="exam-options__choices">
        <legend className="exam-options__title">{DISPLAY_SETTING_TITLES[setting]}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="exam-options__choice">
            <input
              type="radio"
              name={groupName}
              value={choice.value}
              checked={choice.value === current}
              onChange={() => setPreference(setting, choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </>
  );
}
