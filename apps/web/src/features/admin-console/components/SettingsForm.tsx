import {
  AdminConsoleTexts,
  DATA_RETENTION_OPTIONS,
  type SavedTenantSettings,
  SESSION_TIMEOUT_OPTIONS,
  TenantSettingsSchema,
  timeZoneChoices,
} from '@cdi/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { Tabs } from '../../../shared/ui/Tabs';
import { useSaveSettings } from '../hooks/use-tenant-settings';
import { DatabaseStatus } from './SystemStatus';
import '../admin-console.css';

const options = <V extends string | number>(list: readonly { value: V; label: string }[]) =>
  list.map((o) => ({ value: String(o.value), label: o.label }));

/** System Settings: General, Security and Database, saved together for the whole centre. */
export function SettingsForm({ saved }: { saved: SavedTenantSettings }) {
  const { updated_at: _, ...initial } = saved;
  const form = useContractForm(TenantSettingsSchema, initial);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const { save, reset } = useSaveSettings();
  const changed = form.formState.isDirty;

  const submit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: () => notify(AdminConsoleTexts.settingsSaved),
      onError: (error) => {
        form.fail(error, AdminConsoleTexts.failedToSaveSettings);
        notify(errorMessage(error, AdminConsoleTexts.failedToSaveSettings), 'error');
      },
    }),
  );

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
        {...form.field('system_name')}
        hint="Shown at the top of the admin panel."
      />
      <SelectField
        id="settings-time-zone"
        label="Time Zone"
        options={timeZoneChoices(form.watch('time_zone'))}
        hint={AdminConsoleTexts.timeZoneHint}
        {...form.field('time_zone')}
      />
    </div>
  );
  const security = (
    <div className="settings-fields">
      <SelectField
        id="settings-session-timeout"
        label="Session Timeout"
        options={options(SESSION_TIMEOUT_OPTIONS)}
        hint={AdminConsoleTexts.timeoutHint}
        {...form.field('session_timeout_minutes', { setValueAs: Number })}
      />
    </div>
  );
  const database = (
    <div className="settings-fields">
      <SelectField
        id="settings-data-retention"
        label="Data Retention"
        options={options(DATA_RETENTION_OPTIONS)}
        hint={AdminConsoleTexts.retentionHint}
        {...form.field('data_retention')}
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
