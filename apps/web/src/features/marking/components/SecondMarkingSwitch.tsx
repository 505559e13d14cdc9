import { MarkingTexts, Texts } from '@cdi/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Notice } from '../../../shared/ui/Notice';
import { notify } from '../../../shared/ui/Toast';
import { useMarkingSettings, useSaveMarkingSettings } from '../hooks/use-marking';

/** The centre's switch for marking every script twice, with its rule read out beside it. */
export function SecondMarkingSwitch() {
  const hintId = useId();
  const settings = useMarkingSettings();
  const save = useSaveMarkingSettings();
  // What the admin just chose shows until the server answers; a failure puts the saved value back. It is
  // kept in state set within the click, so the switch moves at once rather than springing back to the
  // saved value until the mutation's own state arrives a tick later.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? settings.data?.second_marking ?? false;
  return (
    <div className="marking-settings">
      <label className="marking-settings__switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={!settings.data || save.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            setChosen(event.target.checked);
            save.mutate(
              { second_marking: event.target.checked },
              { onSuccess: () => notify(MarkingTexts.settingsSaved), onSettled: () => setChosen(null) },
            );
          }}
        />
        {MarkingTexts.secondMarking}
      </label>
      <p id={hintId} className="marking-settings__hint">
        {MarkingTexts.secondMarkingHint}
      </p>
      {settings.isError && <Notice tone="error">{errorMessage(settings.error, Texts.somethingWentWrong)}</Notice>}
      {save.isError && <Notice tone="error">{errorMessage(save.error, MarkingTexts.failedToSaveSettings)}</Notice>}
    </div>
  );
}
