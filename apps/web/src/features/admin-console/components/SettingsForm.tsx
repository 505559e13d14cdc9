import {
  AdminConsoleTexts,
  DATA_RETENTION_OPTIONS,
  type SavedTenantSettings,
  SESSION_TIMEOUT_OPTIONS,
  type TenantSettings,
  TenantSettingsSchema,
  timeZoneChoices,
} from '@cdi/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { Tabs } from '../../../shared/ui/Tabs';
import { useSaveSettings } from '../hooks/use-tenant-settings';
import { DatabaseStatus } from './SystemStatus';

type FieldErrors = Partial<Record<keyof TenantSettings, string>>;

const options = <V extends string | number>(list: readonly { value: V; label: string }[]) =>
  list.map((o) => ({ value: String(o.value), label: o.label }));

function validate(draft: TenantSettings): FieldErrors {
  const result = TenantSettingsSchema.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof TenantSettings;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** System Settings: General, Security and Database, saved together for the whole centre. */
export function SettingsForm({ saved }: { saved: SavedTenantSettings }) {
  const { updated_at: _, ...initial } = saved;
  const [draft, setDraft] = useState<TenantSettings>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { save, reset } = useSaveSettings();
  const changed = (Object.keys(initial) as (keyof TenantSettings)[]).some((key) => draft[key] !== initial[key]);

  const set = <K extends keyof TenantSettings>(key: K, value: TenantSettings[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { ...draft, system_name: draft.system_name.trim() },
      {
        onSuccess: () => notify(AdminConsoleTexts.settingsSaved),
        onError: (error) => {
          if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
          notify(errorMessage(error, AdminConsoleTexts.failedToSaveSettings), 'error');
        },
      },
    );
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirmingReset(false);
        notify(AdminConsoleTexts.settingsReset);
      },
      onError: (error) => notify(errorMessage(error, AdminConsoleTexts.failedToSaveSettings), 'error'),
    });

  const general = (
    <div className="settings-fields">
      <TextField
        id="settings-system-name"
        label="System Name"
        required
        maxLength={120}
        value={draft.system_name}
        error={errors.system_name}
        hint="Shown at the top of the admin panel."
        onChange={(event) => set('system_name', event.target.value)}
      />
      <SelectField
        id="settings-time-zone"
        label="Time Zone"
        options={timeZoneChoices(draft.time_zone)}
        value={draft.time_zone}
        error={errors.time_zone}
        hint={AdminConsoleTexts.timeZoneHint}
        onChange={(event) => set('time_zone', event.target.value)}
      />
    </div>
  );
  const security = (
    <div className="settings-fields">
      <SelectField
        id="settings-session-timeout"
        label="Session Timeout"
        options={options(SESSION_TIMEOUT_OPTIONS)}
        value={String(draft.session_timeout_minutes)}
        error={errors.session_timeout_minutes}
        hint={AdminConsoleTexts.timeoutHint}
        onChange={(event) =>
          set('session_timeout_minutes', Number(event.target.value) as TenantSettings['session_timeout_minutes'])
        }
      />
    </div>
  );
  const database = (
    <div className="settings-fields">
      <SelectField
        id="settings-data-retention"
        label="Data Retention"
        options={options(DATA_RETENTION_OPTIONS)}
        value={draft.data_retention}
        error={errors.data_retention}
        hint={AdminConsoleTexts.retentionHint}
        onChange={(event) => set('data_retention', event.target.value as TenantSettings['data_retention'])}
      />
      <DatabaseStatus />
    </div>
  );

  return (
    <form className="panel settings-form" onSubmit={submit} noValidate aria-label="System settings">
      <Tabs
        label="Settings sections"
        idPrefix="settings"
        tabs={[
          { id: 'general', label: 'General', content: general },
          { id: 'security', label: 'Security', content: security },
          { id: 'database', label: 'Database', content: database },
        ]}
      />
      <div className="settings-form__actions">
        <Button onClick={() => setConfirmingReset(true)} disabled={save.isPending}>
          Reset to Default
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending} disabled={!changed && !save.isPending}>
          Save Changes
        </Button>
      </div>
      {confirmingReset && (
        <Dialog
          title="Reset to Default"
          role="alertdialog"
          describedBy="reset-settings-text"
          onClose={() => setConfirmingReset(false)}
        >
          <p id="reset-settings-text">
            Put every setting back to its default? The system name, time zone, session timeout and data retention all change at
            once.
          </p>
          <DialogActions>
            <Button onClick={() => setConfirmingReset(false)}>Cancel</Button>
            <Button variant="danger" busy={reset.isPending} onClick={confirmReset}>
              Reset to Default
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </form>
  );
}
