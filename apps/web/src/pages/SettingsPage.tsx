import { AdminConsoleTexts } from '@cdi/contracts';
import { SettingsForm, SystemStatus, useTenantSettings } from '../features/admin-console';
import { errorMessage } from '../shared/api/api-error';
import { Button } from '../shared/ui/Button';
import { Notice } from '../shared/ui/Notice';
import { PageHeader } from '../shared/ui/PageHeader';
import { Spinner } from '../shared/ui/Spinner';

export function SettingsPage() {
  const settings = useTenantSettings();
  return (
    <>
      <PageHeader
        title="System Settings"
        subtitle="Settings for your whole centre. They apply to every admin as soon as they are saved."
      />
      {settings.isPending && <Spinner />}
      {settings.isError && (
        <Notice tone="error">
          {errorMessage(settings.error, AdminConsoleTexts.failedToLoadSettings)}{' '}
          <Button size="small" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Notice>
      )}
      {settings.data && <SettingsForm key={settings.data.updated_at ?? 'defaults'} saved={settings.data} />}
      <SystemStatus />
    </>
  );
}
