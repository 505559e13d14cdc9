import {
  FINAL_RULE_LABELS,
  FinalMarkRules,
  type FinalMarkRule,
  MarkingLimits,
  type MarkingSettingsRequest,
  MarkingTexts,
  Texts,
  toleranceLabel,
} from '@cdi/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useSessionUser } from '../../../shared/session/session-store';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { notify } from '../../../shared/ui/Toast';
import { useMarkingSettings, useSaveMarkingSettings } from '../hooks/use-marking';

/** Every half band from the least to the widest tolerance. */
const TOLERANCES = Array.from(
  { length: (MarkingLimits.toleranceMax - MarkingLimits.toleranceMin) * 2 + 1 },
  (_, i) => MarkingLimits.toleranceMin + i / 2,
);

/**
 * The centre's marking settings: the switch for marking every script twice, and with it the tolerance
 * and what a senior examiner's mark does. Examiners see them; the centre's administrators change them.
 */
export function SecondMarkingSwitch() {
  const hintId = useId();
  const settings = useMarkingSettings();
  const save = useSaveMarkingSettings();
  const mayChange = useSessionUser()?.capabilities.includes('settings') ?? false;
  // What the admin just chose shows until the server answers; a failure puts the saved value back. It is
  // kept in state set within the change, so the control moves at once rather than springing back to the
  // saved value until the mutation's own state arrives a tick later.
  const [chosen, setChosen] = useState<MarkingSettingsRequest | null>(null);
  const shown = { ...settings.data, ...chosen };
  const on = shown.second_marking ?? false;
  const disabled = !settings.data || save.isPending || !mayChange;
  const change = (next: Partial<MarkingSettingsRequest>) => {
    const body = { second_marking: on, ...next };
    setChosen(body);
    save.mutate(body, { onSuccess: () => notify(MarkingTexts.settingsSaved), onSettled: () => setChosen(null) });
  };
  return (
    <div className="marking-settings">
      <label className="marking-settings__switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => change({ second_marking: event.target.checked })}
        />
        {MarkingTexts.secondMarking}
      </label>
      <p id={hintId} className="marking-settings__hint">
        {MarkingTexts.secondMarkingHint}
      </p>
      {on && shown.tolerance !== undefined && shown.final_rule !== undefined && (
        <div className="marking-settings__policy">
          <SelectField
            id="marking-tolerance"
            label={MarkingTexts.tolerance}
            value={String(shown.tolerance)}
            disabled={disabled}
            options={TOLERANCES.map((t) => ({ value: String(t), label: toleranceLabel(t) }))}
            onChange={(event) => change({ tolerance: Number(event.target.value) })}
          />
          <SelectField
            id="marking-final-rule"
            label={MarkingTexts.finalRule}
            value={shown.final_rule}
            disabled={disabled}
            options={FinalMarkRules.map((rule) => ({ value: rule, label: FINAL_RULE_LABELS[rule] }))}
            onChange={(event) => change({ final_rule: event.target.value as FinalMarkRule })}
          />
        </div>
      )}
      {settings.isError && <Notice tone="error">{errorMessage(settings.error, Texts.somethingWentWrong)}</Notice>}
      {save.isError && <Notice tone="error">{errorMessage(save.error, MarkingTexts.failedToSaveSettings)}</Notice>}
    </div>
  );
}
